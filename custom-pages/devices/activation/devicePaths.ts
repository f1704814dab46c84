/** Where the device wizards return to after a successful write (spec section 4). */
import { DEVICE_PATHS } from '../../../resources/devices/paths';

export const DEVICE_LIST_PATH = DEVICE_PATHS.list;
