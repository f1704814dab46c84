/** English messages of the alarms area. */
const alarms = {
    resources: {
        alarms: {
            name: 'Alarm |||| Alarms',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'alarm',
            purpose:
                'Alarms are raised by custom alarms and by the platform; they are followed up and acknowledged here.',
            empty: 'No alarms yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                deleted: 'Alarm removed |||| %{smart_count} alarms removed',
            },
            /** The selection bar's title. */
            selected: '1 alarm selected |||| %{smart_count} alarms selected',
            fields: {
                timestamp: 'Time',
                type: 'Type',
                title: 'Title',
                description: 'Description',
                serviceId: 'Service',
                state: 'State',
                organizationId: 'Organization',
            },
        },
    },
    alarms: {
        /** Labels of the alarm types (shared by the alarms, responsibles and custom alarms). */
        types: {
            FAILURE: 'Failure',
            ERROR: 'Error',
            WARNING: 'Warning',
            INFO: 'Info',
        },
        states: {
            OPEN: 'Open',
            ACTIVE: 'Active',
            INACTIVE: 'Inactive',
            ACKNOWLEDGED: 'Acknowledged',
            RESOLVED: 'Resolved',
        },
        source: {
            organization: 'Organization',
        },
        list: {
            export: 'Export data',
            export_empty: 'No alarms to export',
            export_done: '1 alarm exported |||| %{smart_count} alarms exported',
            select_row: 'Select alarm %{title} of %{time}',
            remove_selection: 'Remove selection',
            remove_title: 'Remove alarms',
            remove_content:
                'Do you really want to remove this alarm? This cannot be undone. |||| Do you really want to remove these %{smart_count} alarms? This cannot be undone.',
        },
        acknowledge: {
            label: 'Acknowledge',
            done: 'Alarm acknowledged',
        },
        test_alarm: {
            open: 'Send test alarm',
            title: 'Send a test alarm',
            text: 'The test alarm is a failure of the organization, in state Active.',
            default_title: 'Test alarm',
            default_description: 'A test alarm sent from the console.',
            send: 'Send',
            sent: 'Test alarm sent',
        },
    },
};

export default alarms;

export type AlarmsMessages = typeof alarms;
