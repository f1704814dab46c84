/** English messages of the deviceGroups area. */
const deviceGroups = {
    resources: {
        deviceGroups: {
            name: 'Device group |||| Device Groups',
            fields: { name: 'Name' },
            add: 'Add device group',
            edit: 'Device group',
        },
    },
};

export default deviceGroups;

export type DeviceGroupsMessages = typeof deviceGroups;
