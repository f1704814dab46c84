/** The device type as one text: vendor, device type and firmware joined, e.g. "Milesight EM300-TH 1.2". */
import type { DeviceDetails } from './types';

export const deviceTypeLabel = (details?: Partial<DeviceDetails> | null): string =>
    [details?.vendor, details?.deviceType, details?.firmware]
        .map(part => (part == null ? '' : String(part).trim()))
        .filter(part => part !== '')
        .join(' ');
