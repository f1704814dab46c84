/** English messages of the dataSharing area. */
const dataSharing = {
    resources: {
        dataSharing: {
            name: 'Data sharing |||| Data Sharings',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'data sharing',
            purpose:
                'Data sharings forward the readings of one device type to another system over HTTP or MQTT.',
            empty: 'No data sharings yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Data sharing created |||| %{smart_count} data sharings created',
                updated: 'Data sharing updated |||| %{smart_count} data sharings updated',
                deleted: 'Data sharing removed |||| %{smart_count} data sharings removed',
            },
            fields: {
                name: 'Name',
                id: 'ID',
                protocol: 'Protocol',
                deviceTypeLabel: 'Device type',
                deviceDetails: 'Device type',
                address: 'Target address',
                error: 'Deactivated',
                headerRows: 'Headers',
                headers: 'Headers',
                mqttConfig: {
                    userName: 'User name',
                    password: 'Password',
                    topic: 'Topic',
                },
                script: 'Script',
            },
            add: 'Add data sharing',
            edit: 'Data sharing',
            steps: {
                settings: 'Settings',
                code: 'Code',
            },
            deactivated: {
                yes: 'Deactivated',
                no: 'Active',
                notice: 'This data sharing is deactivated: its data is not forwarded.',
                activate: 'Activate again',
                activated: 'The data sharing is active again: its data is forwarded.',
                save_first: 'Save or undo your changes before activating it again.',
            },
            headers: {
                key: 'Key',
                value: 'Value',
                add: 'Add header',
                remove: 'Remove header %{number}',
            },
            trial: {
                run: 'Trial execution',
                passed: 'The script has passed the trial execution',
                not_passed: 'The script has not passed the trial execution yet',
                result: 'Result of the trial execution',
                failed: 'The trial execution failed',
            },
            confirm: {
                title: 'Caution',
                content:
                    "The script hasn't passed the trial execution yet, do you really want to save it?",
            },
            validation: {
                protocol_required: 'Protocol must be provided',
                device_type_required: 'Device type must be provided',
                header_key_required: 'The header key must not be empty',
                header_key_characters: "Use letters, digits and ! # $ % & ' * + . ^ _ ` | ~ - only",
                headers_block_saving:
                    'A header has no key: fill it in or remove the row. Saving is disabled until then.',
                user_name_characters: 'Use letters, digits and . _ - @ only',
                http_address: 'Must be an http:// or https:// address',
                mqtt_address: 'Must not contain spaces',
            },
        },
    },
};

export default dataSharing;

export type DataSharingMessages = typeof dataSharing;
