/**
 * The rules across the fields of an object that JSON Schema cannot say, named by the object's
 * `x-check` in an entity's schema (resources/<name>/schema.ts) and run by the one checker
 * (./schemaCheck.ts) in the sandbox and the forms alike. Each answers its problem with the API's
 * own message (keyword `x-rule`), which the console's error table knows; RULE_MESSAGES lists
 * every one of them for its test.
 */

import { DEVICE_TAG_VALUES } from '../../resources/devices/schema.ts';
import { WEEKDAYS } from '../../resources/responsibles/schema.ts';
import { textProblem } from './hygiene.ts';

export interface SchemaProblem {
    /** Dotted path of the field ('' for the whole body). */
    field: string;
    /** The API's name of the field: its schema's title, else its path. */
    label: string;
    /** The JSON Schema keyword that failed, 'x-check' for a named check, 'x-rule' for a rule. */
    keyword: string;
    /** The keyword's values (limit, allowed values, type), { problem } or { message }. */
    params: { [name: string]: unknown };
    /** The row of a list's item the problem is in, when the list says so (`x-rows`). */
    row?: string;
}

/** A check across the fields of an object, named by the object's `x-check`. */
export type ObjectCheck = (value: { [key: string]: unknown }) => SchemaProblem | null;

const isRecord = (value: unknown): value is { [key: string]: unknown } =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const rule = (field: string, message: string): SchemaProblem => ({
    field,
    label: field,
    keyword: 'x-rule',
    params: { message },
});

/** A header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^`|~\w-]+$/;

const MESSAGES = {
    headers: 'headers must be an object of header names and values',
    headerKey: 'Header keys must not be empty',
    dayTime: 'Start and end must be ms of the day with start <= end',
    tags: 'tags must be a list',
    interval: 'Only numbers are allowed as input: updateInterval must be whole seconds',
    minimumInterval: 'Minimum 60 seconds',
    clientId: 'clientId must be equal to username',
    both: 'Swisscom takes either username and password or apiToken, not both',
    neither: 'Swisscom needs username and password, or apiToken',
    username: 'username is required',
    password: 'password is required',
    upperCaseHex: 'Payload must be capitalized',
    hex: 'Payload must be valid hex',
};

/** The last millisecond of a day. */
const END_OF_DAY = 86_399_999;
const msOfDay = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= END_OF_DAY;
const noTime = (plan: unknown, day: string) => `Plan ${String(plan)} has no time for ${day}`;

const unknownTag = (tag: unknown) =>
    `Unknown tag ${JSON.stringify(tag)}; expected ${DEVICE_TAG_VALUES.join(', ')}`;

const headerName = (key: string) => `Header key ${JSON.stringify(key)} is not a valid header name`;
const headerValue = (key: string) => `Header ${key} must have a text value`;

/** The rules by name. */
export const RULES: { [name: string]: ObjectCheck } = {
    /** A device's tags: a list of the known ones (left out or null: none). */
    knownTags: value => {
        const { tags } = value;
        if (tags === undefined || tags === null) return null;
        if (!Array.isArray(tags)) return rule('tags', MESSAGES.tags);
        const unknown = tags.find(tag => !(DEVICE_TAG_VALUES as readonly unknown[]).includes(tag));
        return unknown === undefined ? null : rule('tags', unknownTag(unknown));
    },
    /** A device's update interval: whole seconds (a text of digits too), 0 or at least 60. */
    updateInterval: value => {
        const given = value.updateInterval;
        if (given === undefined || given === null || given === '') return null;
        const seconds = typeof given === 'string' && /^\d+$/.test(given) ? Number(given) : given;
        if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 0) {
            return rule('updateInterval', MESSAGES.interval);
        }
        return seconds !== 0 && seconds < 60
            ? rule('updateInterval', MESSAGES.minimumInterval)
            : null;
    },
    /**
     * A LoRaWAN message's payload: pairs of hex digits in capitals (spec section 5); lower case is
     * told first, as the console's field tells it.
     */
    hexPayload: value => {
        const { hexPayload } = value;
        if (typeof hexPayload !== 'string') return null;
        if (/[a-f]/.test(hexPayload)) return rule('hexPayload', MESSAGES.upperCaseHex);
        return /^(?:[0-9A-F]{2})+$/.test(hexPayload) ? null : rule('hexPayload', MESSAGES.hex);
    },
    /** A responsible's plan has a time on every weekday, each a start and an end in the day. */
    planTimes: value => {
        const time = isRecord(value.time) ? value.time : {};
        for (const day of WEEKDAYS) {
            const slot = time[day];
            if (!isRecord(slot)) return rule('time', noTime(value.id, day));
            const { start, end } = slot;
            if (!msOfDay(start) || !msOfDay(end) || start > end) {
                return rule(`time.${day}`, MESSAGES.dayTime);
            }
        }
        return null;
    },
    /** An HTTP sharing's headers: names, and values of text without line breaks. */
    httpHeaders: value => {
        const { headers } = value;
        if (headers === undefined || headers === null) return null;
        if (typeof headers !== 'object' || Array.isArray(headers)) {
            return rule('headers', MESSAGES.headers);
        }
        for (const [key, given] of Object.entries(headers)) {
            if (key.trim() === '') return rule('headers', MESSAGES.headerKey);
            if (!HEADER_NAME.test(key.trim())) return rule('headers', headerName(key));
            if (typeof given !== 'string' && typeof given !== 'number') {
                return rule('headers', headerValue(key));
            }
            // A line break would end the header and start another one (header injection).
            const problem = textProblem(String(given), 'name');
            if (problem === 'control' || problem === 'bidi') {
                return {
                    field: 'headers',
                    label: `Header ${key}`,
                    keyword: 'x-check',
                    params: { problem },
                };
            }
        }
        return null;
    },
    /** An MQTT integration's client id, if given, is its username (spec section 5). */
    mqttClientId: value =>
        filled(value.clientId) && value.clientId !== value.username
            ? rule('clientId', MESSAGES.clientId)
            : null,
    /** Swisscom signs in with a username and password, or with an API token: one of the two. */
    swisscomCredentials: value => {
        const withUser = filled(value.username) || filled(value.password);
        const withToken = filled(value.apiToken);
        if (withUser && withToken) return rule('apiToken', MESSAGES.both);
        if (withToken) return null;
        if (!withUser) return rule('username', MESSAGES.neither);
        if (!filled(value.username)) return rule('username', MESSAGES.username);
        if (!filled(value.password)) return rule('password', MESSAGES.password);
        return null;
    },
};

/** Every message a rule can answer (the error table's test reads them). */
export const RULE_MESSAGES: readonly string[] = [
    ...Object.values(MESSAGES),
    headerName('X Key'),
    headerValue('X-Key'),
    noTime(7, 'monday'),
    unknownTag('lamp'),
];
