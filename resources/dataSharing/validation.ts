/**
 * The rules of a data sharing's settings (section 5) that its body's schema cannot say: the
 * protocol and device type with the messages the specification words, the target address by
 * the protocol, and the MQTT settings (the body takes them as any value; the route checks them
 * by MqttTarget). The name is checked by the body's schema (form/SettingsInputs.tsx, bodyRules).
 * The MQTT user name's shared rule is not given by the specification: ours is required, 2 to 64
 * characters, letters, digits and . _ - @ (see docs/product-decisions.md, section 5).
 */
import { maxLength, minLength, regex, type Validator } from 'react-admin';
import { HYGIENE_MESSAGES, urlProblem } from '../../src/validation/hygiene';
import { cleanName, required } from '../../src/validation/rules';
import { API_LENGTHS } from '../../src/validation/apiLengths';

export const protocolRule: Validator[] = [
    required('resources.dataSharing.validation.protocol_required'),
];

export const deviceTypeRule: Validator[] = [
    required('resources.dataSharing.validation.device_type_required'),
];

export const USER_NAME_MIN_LENGTH = 2;
export const USER_NAME_MAX_LENGTH = 64;
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const mqttUserNameRule: Validator[] = [
    required(),
    minLength(USER_NAME_MIN_LENGTH),
    maxLength(USER_NAME_MAX_LENGTH),
    regex(USER_NAME_PATTERN, 'resources.dataSharing.validation.user_name_characters'),
];

/** MQTT targets are broker addresses (host:port or a URL), without spaces. */
export const MQTT_ADDRESS_PATTERN = /^\S+$/;

/**
 * The target address: required; for HTTP an http(s) address with a host that is not loopback,
 * link-local or private (hygiene.ts, as the API checks it), no spaces for MQTT. */
export const addressFormat: Validator = (value: unknown, values: { protocol?: string }) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return undefined;
    const problem = values?.protocol === 'HTTP' ? urlProblem(text, { allowPrivate: false }) : null;
    if (problem === 'url') return 'resources.dataSharing.validation.http_address';
    if (problem) return HYGIENE_MESSAGES[problem];
    if (values?.protocol === 'MQTT' && !MQTT_ADDRESS_PATTERN.test(text)) {
        return 'resources.dataSharing.validation.mqtt_address';
    }
    return undefined;
};

/** The API's bounds for a target address and an MQTT topic. */
export const ADDRESS_MAX_LENGTH = API_LENGTHS.address;
export const TOPIC_MAX_LENGTH = API_LENGTHS.textName;

export const addressRule: Validator[] = [required(), addressFormat, maxLength(ADDRESS_MAX_LENGTH)];

export const topicRule: Validator[] = [required(), cleanName, maxLength(TOPIC_MAX_LENGTH)];
