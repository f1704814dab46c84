/** German messages of the deviceWizards area. */
import type { DeviceWizardsMessages } from '../en/deviceWizards';

const deviceWizards: DeviceWizardsMessages = {};

export default deviceWizards;
