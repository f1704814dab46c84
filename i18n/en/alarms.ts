/** English messages of the alarms area. */
const alarms = {
    resources: {
        alarms: {
            name: 'Alarm |||| Alarms',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'alarm',
            /** An alarm's page (/alarming/alarms/alarm). */
            show: 'Alarm',
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
        live: {
            /** Said once by screen readers (a polite live region) when new alarms came. */
            new_alarms:
                'New alarm: %{title}, %{type}. |||| %{smart_count} new alarms, the newest: %{title}, %{type}.',
            /** A desktop notification's title and its lines ("Failure: Lamp failure …"). */
            notice_title: 'New alarm |||| %{smart_count} new alarms',
            notice_line: '%{type}: %{title}',
            notice_more: 'and %{smart_count} more',
        },
        alerts: {
            title: 'Alerts for new alarms',
            help: 'For new failure and error alarms of the selected organization, while the console is open in a tab on screen. A hidden tab asks for new alarms when it is shown again.',
            notification: 'Desktop notification',
            sound: 'Sound',
            denied: 'Your browser blocks notifications from the console. Allow them in the browser’s site settings, then turn this on again.',
            dismissed:
                'The browser did not allow notifications. Turn this on again to be asked once more.',
            unsupported: 'This browser cannot show desktop notifications.',
            no_sound: 'This browser cannot play the tone.',
        },
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
        /** An OPEN or ACTIVE alarm not acknowledged in the user's time (resources/alarms/overdue.ts). */
        overdue: {
            label: 'Overdue',
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
