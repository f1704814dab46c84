/** English messages of the deviceGroups area. */
const deviceGroups = {
    resources: {
        deviceGroups: {
            name: 'Device group |||| Device Groups',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'device group',
            purpose:
                'Device groups address several devices of one type at once, with commands and multicast messages.',
            empty: 'No device groups yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Device group created |||| %{smart_count} device groups created',
                updated: 'Device group updated |||| %{smart_count} device groups updated',
                deleted: 'Device group removed |||| %{smart_count} device groups removed',
            },
            fields: {
                name: 'Name',
                typeLabel: 'Type',
                details: 'Device type',
                integrationId: 'Integration',
                mapping: 'Subscribed group',
                groupDetails: {
                    infoList: {
                        nwAdr: 'Address',
                        nwSKey: 'Network session key',
                        appSKey: 'Application session key',
                        mcDevEUI: 'Device EUI',
                        connectivityPlanId: 'Connectivity plan ID',
                        routingProfileId: 'Routing profile ID',
                        tag: 'Tag',
                    },
                },
            },
            add: 'Add device group',
            edit: 'Device group',
            steps: {
                name: 'Name',
                device_type: 'Device type',
                integration: 'Integration',
                subscribed_group: 'Subscribed group',
            },
            no_subscribed_group: 'No subscribed group',
            no_services_yet:
                'The organization has no services yet: the group can be subscribed to one later.',
            no_multicast_keys:
                'This integration type carries no LoRaWAN messages, so the group needs no multicast keys.',
            hex_hint: '%{length} hexadecimal characters (0-9, A-F)',
            generate: {
                label: 'Generate',
                nwAdr: 'Generate address',
                nwSKey: 'Generate network session key',
                appSKey: 'Generate application session key',
                mcDevEUI: 'Generate device EUI',
            },
            validation: {
                hex_required: 'Required',
                hex_upper_case: 'Must be in upper case',
                hex_length: 'Must be exactly %{length} hexadecimal characters (0-9, A-F)',
                device_type_required: 'Device type must be provided',
            },
            commands: {
                title: 'Commands to the group',
            },
        },
    },
};

export default deviceGroups;

export type DeviceGroupsMessages = typeof deviceGroups;
