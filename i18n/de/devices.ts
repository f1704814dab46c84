/** German messages of the devices area. */
import type { DevicesMessages } from '../en/devices';

const devices: DevicesMessages = {
    resources: {
        devices: {
            name: 'Gerät |||| Geräte',
            fields: { name: 'Name', deviceId: 'Geräte-ID' },
            add: 'Gerät hinzufügen',
            edit: 'Gerät',
        },
    },
};

export default devices;
