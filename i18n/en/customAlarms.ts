/** English messages of the custom alarms area. */
const customAlarms = {
    resources: {
        customAlarms: {
            name: 'Custom alarm |||| Custom alarms',
            fields: {
                monitorId: 'Device',
                title: 'Title',
                description: 'Description',
                alarmType: 'Alarm type',
            },
        },
    },
};

export default customAlarms;

export type CustomAlarmsMessages = typeof customAlarms;
