/**
 * HTTP headers are a key → value map in the API and editable rows in the form. A sharing cannot
 * be saved while a row's key is empty (section 5).
 */
import type { Validator } from 'react-admin';
import { HYGIENE_MESSAGES, textProblem } from '../../src/validation/hygiene';

export interface HeaderRow {
    key: string;
    value: string;
}

export const HEADER_KEY_REQUIRED = 'resources.dataSharing.validation.header_key_required';
export const HEADER_KEY_CHARACTERS = 'resources.dataSharing.validation.header_key_characters';
/** An HTTP header name: a token (RFC 9110). */
export const HEADER_KEY_PATTERN = /^[!#$%&'*+.^`|~\w-]+$/;

export const headersToRows = (headers: Record<string, unknown> | null | undefined): HeaderRow[] =>
    Object.entries(headers ?? {}).map(([key, value]) => ({
        key,
        value: value == null ? '' : String(value),
    }));

/** Keys and values trimmed; a later row with the same key wins. */
export const rowsToHeaders = (rows: Partial<HeaderRow>[] | null | undefined) => {
    const headers: Record<string, string> = {};
    for (const row of rows ?? []) {
        const key = (row?.key ?? '').trim();
        if (key) headers[key] = (row?.value ?? '').trim();
    }
    return headers;
};

export const isBlankKey = (row: Partial<HeaderRow> | null | undefined) => !(row?.key ?? '').trim();

/** Why the rows cannot be saved (a message key), or undefined. */
export const headerRowsProblem = (rows: Partial<HeaderRow>[] | null | undefined) =>
    (rows ?? []).some(isBlankKey) ? HEADER_KEY_REQUIRED : undefined;

/** The rule of one row's key field: not empty, and a valid header name. */
export const headerKeyRule: Validator = (value: unknown) => {
    const key = typeof value === 'string' ? value.trim() : '';
    if (!key) return HEADER_KEY_REQUIRED;
    return HEADER_KEY_PATTERN.test(key) ? undefined : HEADER_KEY_CHARACTERS;
};

/**
 * The rule of one row's value: it may be empty, but a line break or another control character
 * would end the header and start another (header injection), and a direction override hides
 * what is sent.
 */
export const headerValueRule: Validator = (value: unknown) => {
    const problem = typeof value === 'string' && value !== '' ? textProblem(value, 'name') : null;
    return problem === 'control' || problem === 'bidi' ? HYGIENE_MESSAGES[problem] : undefined;
};

/**
 * The secret of an HTTP trial run: the value of the Authorization header, if there is one
 * (header names are case-insensitive).
 */
export const secretFromRows = (rows: Partial<HeaderRow>[] | null | undefined) => {
    const row = (rows ?? []).find(
        candidate => (candidate?.key ?? '').trim().toLowerCase() === 'authorization',
    );
    const value = (row?.value ?? '').trim();
    return value || undefined;
};
