/** English messages of the alarms area. */
const alarms = {
    resources: {
        alarms: {
            name: 'Alarm |||| Alarms',
            fields: {
                timestamp: 'Time',
                type: 'Type',
                title: 'Title',
                description: 'Description',
                serviceId: 'Service',
                state: 'State',
            },
        },
    },
};

export default alarms;

export type AlarmsMessages = typeof alarms;
