/**
 * The multicast fields of a device group (product specification sections 3, 5 and 9): upper-case
 * hex of a fixed length, each with a random generator. Swisscom groups add a device EUI and three
 * text fields. Only integration types that carry LoRaWAN messages (section 9: Swisscom,
 * ChirpStack v3 and v4, Digimondo, Element) have multicast keys; an MQTT or webhook group has none.
 */
import type { Validator } from 'react-admin';
import { messageKind } from '../devices/commands/messageKind';
import type { MulticastInfo } from './types';

export type HexField = 'nwAdr' | 'nwSKey' | 'appSKey' | 'mcDevEUI';
export type SwisscomTextField = 'connectivityPlanId' | 'routingProfileId' | 'tag';

export interface HexFieldDeclaration {
    name: HexField;
    length: number;
    swisscomOnly: boolean;
}

/** Address 8, network session key 32, application session key 32, device EUI 16. */
export const HEX_FIELDS: HexFieldDeclaration[] = [
    { name: 'nwAdr', length: 8, swisscomOnly: false },
    { name: 'nwSKey', length: 32, swisscomOnly: false },
    { name: 'appSKey', length: 32, swisscomOnly: false },
    { name: 'mcDevEUI', length: 16, swisscomOnly: true },
];

/** Swisscom's further fields, all required (free text). */
export const SWISSCOM_TEXT_FIELDS: SwisscomTextField[] = [
    'connectivityPlanId',
    'routingProfileId',
    'tag',
];

export const SWISSCOM = 'SWISSCOM';
/** Integrations a device group cannot use (section 5). */
export const EXCLUDED_INTEGRATION_TYPES = ['REST'];

export const isSwisscom = (integrationType: string | undefined) => integrationType === SWISSCOM;

/** True for the integration types whose groups have multicast keys (LoRaWAN messages). */
export const hasMulticastKeys = (integrationType: string | undefined) =>
    messageKind(integrationType) === 'lorawan';

export const hexFieldsFor = (integrationType: string | undefined) =>
    hasMulticastKeys(integrationType)
        ? HEX_FIELDS.filter(field => !field.swisscomOnly || isSwisscom(integrationType))
        : [];

/** What is typed is upper-cased. */
export const upperCase = (value: unknown): string =>
    typeof value === 'string' ? value.toUpperCase() : '';

export const isUpperHexOfLength = (value: string, length: number) =>
    value.length === length && /^[0-9A-F]*$/.test(value);

export const HEX_REQUIRED_MESSAGE = 'resources.deviceGroups.validation.hex_required';
export const HEX_LENGTH_MESSAGE = 'resources.deviceGroups.validation.hex_length';
export const HEX_UPPER_CASE_MESSAGE = 'resources.deviceGroups.validation.hex_upper_case';

/** Required, upper case, hex, exactly `length` characters. */
export const hexRule =
    (length: number): Validator =>
    (value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (!text) return HEX_REQUIRED_MESSAGE;
        if (text !== text.toUpperCase()) return HEX_UPPER_CASE_MESSAGE;
        if (!isUpperHexOfLength(text, length))
            return { message: HEX_LENGTH_MESSAGE, args: { length } };
        return undefined;
    };

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomSource = bytes => crypto.getRandomValues(bytes);

/** A random upper-case hex string of `length` characters. */
export const randomHex = (length: number, random: RandomSource = cryptoRandom): string => {
    const bytes = random(new Uint8Array(Math.ceil(length / 2)));
    return Array.from(bytes, byte => byte.toString(16).padStart(2, '0'))
        .join('')
        .slice(0, length)
        .toUpperCase();
};

/**
 * The info list sent for an integration type: the Swisscom fields only for Swisscom, and nothing
 * for types without multicast keys (an empty object).
 */
export const multicastInfoFor = (
    info: Partial<MulticastInfo> | undefined,
    integrationType: string | undefined,
): Partial<MulticastInfo> => {
    if (!hasMulticastKeys(integrationType)) return {};
    const source = info ?? {};
    const result: MulticastInfo = {
        nwAdr: upperCase(source.nwAdr),
        nwSKey: upperCase(source.nwSKey),
        appSKey: upperCase(source.appSKey),
    };
    if (isSwisscom(integrationType)) {
        result.mcDevEUI = upperCase(source.mcDevEUI);
        for (const field of SWISSCOM_TEXT_FIELDS) result[field] = (source[field] ?? '').trim();
    }
    return result;
};
