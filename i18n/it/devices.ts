/** Italian messages of the devices area. */
import type { DevicesMessages } from '../en/devices';

const devices: DevicesMessages = {
    resources: {
        devices: {
            name: 'Dispositivo |||| Dispositivi',
            fields: { name: 'Nome', deviceId: 'ID dispositivo' },
            add: 'Aggiungi dispositivo',
            edit: 'Dispositivo',
        },
    },
};

export default devices;
