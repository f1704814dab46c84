/** Device ids: their shape per integration type, comparison, and the generated id of REST devices. */
import { isLoRaWanIntegration } from './integrationTypes';

/** A LoRaWAN DevEUI: 16 hex digits. */
export const LORAWAN_DEVICE_ID = /^[0-9A-Fa-f]{16}$/;
/** Any other device id: 1 to 64 letters, digits, - _ : . */
export const GENERIC_DEVICE_ID = /^[A-Za-z0-9_:.-]{1,64}$/;

export const isValidDeviceId = (deviceId: string, integrationType: string | undefined) =>
    (isLoRaWanIntegration(integrationType) ? LORAWAN_DEVICE_ID : GENERIC_DEVICE_ID).test(deviceId);

/** Device ids are compared without case (a DevEUI may be written either way). */
export const deviceIdKey = (deviceId: string) => deviceId.trim().toLowerCase();

export const knownDeviceIds = (devices: { deviceId: string }[]) =>
    new Set(devices.map(device => deviceIdKey(device.deviceId)));

const MAX_ATTEMPTS = 100;

/** crypto.randomUUID exists only in secure contexts (https, localhost): a v4 UUID otherwise. */
export const randomUuid = () => {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = [...bytes].map(byte => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A new unique device id (a UUID), not one of the known ones. */
export const generateDeviceId = (known: ReadonlySet<string>, uuid: () => string = randomUuid) => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const candidate = uuid();
        if (!known.has(deviceIdKey(candidate))) return candidate;
    }
    throw new Error('No unique device id could be generated');
};
