/** Italian messages of the deviceGroups area. */
import type { DeviceGroupsMessages } from '../en/deviceGroups';

const deviceGroups: DeviceGroupsMessages = {
    resources: {
        deviceGroups: {
            name: 'Gruppo di dispositivi |||| Gruppi di dispositivi',
            fields: { name: 'Nome' },
            add: 'Aggiungi gruppo di dispositivi',
            edit: 'Gruppo di dispositivi',
        },
    },
};

export default deviceGroups;
