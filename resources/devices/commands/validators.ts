/**
 * The device command rules of the product specification (section 5, "Device commands"). Each
 * returns the translation key of its message, or undefined when the value is fine; they are
 * react-admin validators as they are.
 */

export const COMMAND_MESSAGES = {
    fPortRequired: 'devices.validation.fport_required',
    fPortPositive: 'devices.validation.fport_positive',
    payloadRequired: 'devices.validation.payload_required',
    payloadCapitalized: 'devices.validation.payload_capitalized',
    payloadHex: 'devices.validation.payload_hex',
    payloadJson: 'devices.validation.payload_json',
    intervalDigits: 'devices.validation.interval_digits',
    intervalMinimum: 'devices.validation.interval_minimum',
} as const;

/** The shortest update interval, in seconds; 0 is allowed too (section 9). */
export const MIN_UPDATE_INTERVAL = 60;

const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const validateFPort = (value: unknown) => {
    if (isBlank(value)) return COMMAND_MESSAGES.fPortRequired;
    const port = Number(value);
    if (!(port > 0)) return COMMAND_MESSAGES.fPortPositive;
    return undefined;
};

/** Upper-case hexadecimal with an even number of digits. */
export const validateHexPayload = (value: unknown) => {
    if (isBlank(value)) return COMMAND_MESSAGES.payloadRequired;
    const text = String(value);
    if (text !== text.toUpperCase()) return COMMAND_MESSAGES.payloadCapitalized;
    if (!/^(?:[0-9A-F]{2})+$/.test(text)) return COMMAND_MESSAGES.payloadHex;
    return undefined;
};

export const validateJsonPayload = (value: unknown) => {
    if (isBlank(value)) return COMMAND_MESSAGES.payloadRequired;
    try {
        JSON.parse(String(value));
        return undefined;
    } catch {
        return COMMAND_MESSAGES.payloadJson;
    }
};

/** Seconds as digits only; 0 (no interval) or at least 60. */
export const validateUpdateInterval = (value: unknown) => {
    const text = value == null ? '' : String(value);
    if (!/^\d+$/.test(text)) return COMMAND_MESSAGES.intervalDigits;
    const seconds = Number(text);
    if (seconds !== 0 && seconds < MIN_UPDATE_INTERVAL) return COMMAND_MESSAGES.intervalMinimum;
    return undefined;
};
