/**
 * The rules across the fields of an object that JSON Schema cannot say, named by the object's
 * `x-check` in an entity's schema (resources/<name>/schema.ts) and run by the one checker
 * (./schemaCheck.ts) in the sandbox and the forms alike. Each answers its problem with the API's
 * own message (keyword `x-rule`), which the console's error table knows; RULE_MESSAGES lists
 * every one of them for its test.
 */

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
}

/** A check across the fields of an object, named by the object's `x-check`. */
export type ObjectCheck = (value: { [key: string]: unknown }) => SchemaProblem | null;

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
    clientId: 'clientId must be equal to username',
    both: 'Swisscom takes either username and password or apiToken, not both',
    neither: 'Swisscom needs username and password, or apiToken',
    username: 'username is required',
    password: 'password is required',
};

const headerName = (key: string) => `Header key ${JSON.stringify(key)} is not a valid header name`;
const headerValue = (key: string) => `Header ${key} must have a text value`;

/** The rules by name. */
export const RULES: { [name: string]: ObjectCheck } = {
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
];
