/**
 * The device command rules of the product specification (section 5, "Device commands"). Each
 * returns the translation key of its message, or undefined when the value is fine; they are
 * react-admin validators as they are.
 */

export const COMMAND_MESSAGES = {
    fPortRequired: 'devices.validation.fport_required',
    fPortPositive: 'devices.validation.fport_positive',
    fPortWhole: 'devices.validation.integer',
    payloadRequired: 'devices.validation.payload_required',
    payloadCapitalized: 'devices.validation.payload_capitalized',
    payloadHex: 'devices.validation.payload_hex',
    payloadJson: 'devices.validation.payload_json',
    intervalDigits: 'devices.validation.interval_digits',
    intervalMinimum: 'devices.validation.interval_minimum',
    intervalTooLarge: 'devices.validation.interval_too_large',
} as const;

/** The shortest update interval, in seconds; 0 is allowed too (section 9). */
export const MIN_UPDATE_INTERVAL = 60;

const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const validateFPort = (value: unknown) => {
    if (isBlank(value)) return COMMAND_MESSAGES.fPortRequired;
    const port = Number(value);
    if (!(port > 0)) return COMMAND_MESSAGES.fPortPositive;
    // The API takes whole ports only.
    if (!Number.isInteger(port)) return COMMAND_MESSAGES.fPortWhole;
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

/** What the hex payload field makes of what is typed: upper case (section 5). */
export const upperCaseInput = (value: string) => (value == null ? value : value.toUpperCase());

/**
 * A JSON text as RFC 4627 defines it: an object or an array (the API refuses a bare number,
 * string, boolean or null as a message).
 */
export const validateJsonPayload = (value: unknown) => {
    if (isBlank(value)) return COMMAND_MESSAGES.payloadRequired;
    try {
        const parsed: unknown = JSON.parse(String(value));
        if (typeof parsed !== 'object' || parsed === null) return COMMAND_MESSAGES.payloadJson;
        // The request body is written with JSON.stringify: nesting too deep for it fails here.
        JSON.stringify(parsed);
        return undefined;
    } catch {
        return COMMAND_MESSAGES.payloadJson;
    }
};

/**
 * Seconds as digits only; 0 (no interval) or at least 60; at most Number.MAX_SAFE_INTEGER (the
 * API's bound).
 */
export const validateUpdateInterval = (value: unknown) => {
    const text = value == null ? '' : String(value);
    if (!/^\d+$/.test(text)) return COMMAND_MESSAGES.intervalDigits;
    const seconds = Number(text);
    if (seconds !== 0 && seconds < MIN_UPDATE_INTERVAL) return COMMAND_MESSAGES.intervalMinimum;
    if (!Number.isSafeInteger(seconds)) return COMMAND_MESSAGES.intervalTooLarge;
    return undefined;
};
