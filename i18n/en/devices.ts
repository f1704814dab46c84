/** English messages of the devices area. */
const devices = {
    resources: {
        devices: {
            name: 'Device |||| Devices',
            fields: { name: 'Name', deviceId: 'Device ID' },
            add: 'Add device',
            edit: 'Device',
        },
    },
};

export default devices;

export type DevicesMessages = typeof devices;
