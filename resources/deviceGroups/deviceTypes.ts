/**
 * Supported device types (GET /devices/types): a vendor, a device type and a firmware. Forms
 * pick one as a whole; its key is unambiguous even when a part contains the separator.
 */
import type { DeviceDetails } from '../devices/types';

/** What the user reads: the three parts joined (as in the devices list), e.g. "Milesight EM300-TH 1.2". */
export const deviceTypeLabel = (type: Partial<DeviceDetails> | null | undefined): string =>
    [type?.vendor, type?.deviceType, type?.firmware]
        .map(part => (part == null ? '' : String(part).trim()))
        .filter(part => part !== '')
        .join(' ');

export const deviceTypeKey = (type: DeviceDetails): string =>
    JSON.stringify([type.vendor, type.deviceType, type.firmware]);

export const deviceTypeFromKey = (key: string): DeviceDetails | null => {
    try {
        const parts: unknown = JSON.parse(key);
        if (Array.isArray(parts) && parts.length === 3 && parts.every(p => typeof p === 'string')) {
            const [vendor, deviceType, firmware] = parts as string[];
            return { vendor, deviceType, firmware };
        }
    } catch {
        // not a key
    }
    return null;
};

const isDeviceType = (value: unknown): value is DeviceDetails =>
    !!value &&
    typeof value === 'object' &&
    ['vendor', 'deviceType', 'firmware'].every(
        part => typeof (value as Record<string, unknown>)[part] === 'string',
    );

/** Choices for a select: the supported types, plus the record's own when it is not among them. */
export const deviceTypeChoices = (types: DeviceDetails[], current?: unknown) => {
    const all = isDeviceType(current) ? [...types, current] : types;
    const seen = new Set<string>();
    const choices: { id: string; name: string }[] = [];
    for (const type of all) {
        const id = deviceTypeKey(type);
        if (seen.has(id)) continue;
        seen.add(id);
        choices.push({ id, name: deviceTypeLabel(type) });
    }
    return choices.sort((a, b) => a.name.localeCompare(b.name));
};
