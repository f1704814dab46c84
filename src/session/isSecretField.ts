/**
 * Whether a form field holds a secret, which is never written to a draft (nor anywhere else in
 * the browser's storage). It decides by the field's name, a wider net than the resources'
 * secrets.ts (what viewers never get): a form holds fields the API does not have (header rows),
 * and tests/unit/drafts.test.ts checks that every declared secret is caught here too.
 *
 * `path` is react-hook-form's field name, e.g. "mqttConfig.password" or "headerRows.0.value".
 * Secret: any part named like a password, secret, API key, token, key (application and network
 * keys, multicast keys) or authorization; and the values of header rows (sharing headers carry
 * auth header values such as "Authorization: Bearer …").
 */
const SECRET_NAME = /password|passwd|secret|api_?key|token|key$|auth/i;
const HEADER_VALUE = /header\w*\.\d+\.value$/i;

export const isSecretField = (path: string): boolean =>
    HEADER_VALUE.test(path) ||
    path
        .split('.')
        .filter(part => !/^\d+$/.test(part))
        .some(part => SECRET_NAME.test(part));
