/** German messages of the custom alarms area. */
import type { CustomAlarmsMessages } from '../en/customAlarms';

const customAlarms: CustomAlarmsMessages = {
    resources: {
        customAlarms: {
            name: 'Benutzerdefinierter Alarm |||| Benutzerdefinierte Alarme',
            fields: {
                monitorId: 'Gerät',
                title: 'Titel',
                description: 'Beschreibung',
                alarmType: 'Alarmtyp',
            },
        },
    },
};

export default customAlarms;
