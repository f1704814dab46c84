/** German messages of the deviceGroups area. */
import type { DeviceGroupsMessages } from '../en/deviceGroups';

const deviceGroups: DeviceGroupsMessages = {
    resources: {
        deviceGroups: {
            name: 'Gerätegruppe |||| Gerätegruppen',
            fields: { name: 'Name' },
            add: 'Gerätegruppe hinzufügen',
            edit: 'Gerätegruppe',
        },
    },
};

export default deviceGroups;
