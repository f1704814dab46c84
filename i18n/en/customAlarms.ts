/** English messages of the custom alarms area. */
const customAlarms = {
    resources: {
        customAlarms: {
            name: 'Custom alarm |||| Custom alarms',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'custom alarm',
            purpose:
                "Custom alarms raise an alarm when their script finds a condition in a device's readings.",
            empty: 'No custom alarms yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Custom alarm created |||| %{smart_count} custom alarms created',
                updated: 'Custom alarm updated |||| %{smart_count} custom alarms updated',
                deleted: 'Custom alarm removed |||| %{smart_count} custom alarms removed',
            },
            fields: {
                monitorId: 'Device',
                title: 'Title',
                description: 'Description',
                alarmType: 'Alarm type',
                code: 'Script',
                testData: 'Test data',
            },
            add: 'Add custom alarm',
            edit: 'Custom alarm',
            unknown_device: 'Device %{id}',
            alarm_types: {
                FAILURE: 'Failure',
                ERROR: 'Error',
                WARNING: 'Warning',
                INFO: 'Info',
            },
            steps: {
                device: 'Device',
                definitions: 'Definitions',
            },
            device_step: {
                heading: 'Select the device whose readings the alarm checks',
                table: 'Devices of the organization',
                empty: 'The organization has no devices yet.',
                column: 'Selected',
                select_row: 'Select %{name}',
                selected: 'Selected device: %{name}',
            },
            script_comment:
                "The alarm is raised when the last expression is true. `message` is the device's reading.",
            script_help:
                'The test data defines `message`, a reading of the device. The alarm is raised when the last expression of the script is true.',
            test_run: {
                run: 'Test run',
                passed: 'The script has passed the test run',
                not_passed: 'The script has not passed a test run yet',
                result: 'Result of the test run',
                failed: 'The test run failed',
                raised: "The alarm would be raised: the script's result counts as true",
                not_raised: "No alarm would be raised: the script's result counts as false",
                needed_to_create:
                    'Create needs a passed test run of the script and test data as they are now.',
                needed_to_save:
                    'Save needs a passed test run of the script and test data as they are now.',
            },
            validation: {
                device_required: 'Select exactly one device',
                alarm_type: 'Choose one of the offered alarm types',
                test_run: 'Error',
            },
        },
    },
};

export default customAlarms;

export type CustomAlarmsMessages = typeof customAlarms;
