/** English messages of the deviceWizards area. */
const deviceWizards = {};

export default deviceWizards;

export type DeviceWizardsMessages = typeof deviceWizards;
