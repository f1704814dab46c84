/**
 * Reading request bodies: each helper answers a 400 `{ message }` naming the field. Names, free
 * texts and addresses follow the console's input hygiene (src/validation/hygiene.ts, the one
 * console module the sandbox runs): normalised (NFC, trimmed), refused when only invisible
 * characters, with bidirectional controls or NUL and other controls; addresses http(s) with a
 * host, never loopback, link-local or private (the sandbox stands in for the API's calls).
 */
import {
    hygieneMessage,
    normalizeText,
    textProblem,
    urlProblem,
    type TextKind,
} from '../../src/validation/hygiene.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

export type Body = Record<string, unknown>;

export function objectBody(body: unknown): Body {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Request body must be a JSON object');
    }
    return body as Body;
}

const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A non-empty string, trimmed. */
export function requiredText(
    value: unknown,
    label: string,
    maxLength: number = API_LENGTHS.textName,
): string {
    if (isBlank(value)) throw badRequest(`${label} is required`);
    if (typeof value !== 'string') throw badRequest(`${label} must be a string`);
    const trimmed = value.trim();
    if (trimmed.length > maxLength) {
        throw badRequest(`${label} must be at most ${maxLength} characters long`);
    }
    return trimmed;
}

/** A string or nothing ('' when missing). */
export function optionalText(
    value: unknown,
    label: string,
    maxLength: number = API_LENGTHS.freeText,
): string {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badRequest(`${label} must be a string`);
    if (value.length > maxLength) {
        throw badRequest(`${label} must be at most ${maxLength} characters long`);
    }
    return value;
}

/** A positive integer id (numbers or digit strings). */
export function requiredId(value: unknown, label: string): number {
    if (isBlank(value)) throw badRequest(`${label} is required`);
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
        throw badRequest(`${label} must be a positive integer`);
    }
    return number;
}

/** A positive integer id or null (null, undefined and '' are null). */
export function optionalId(value: unknown, label: string): number | null {
    return isBlank(value) ? null : requiredId(value, label);
}

/** An organizationId in a body must name the organization of the header (it may be left out). */
export function checkBodyOrganization(value: unknown, organizationId: number): void {
    if (isBlank(value)) return;
    if (Number(value) !== organizationId) {
        throw badRequest(
            `organizationId ${String(value)} does not match the organization header (${organizationId})`,
        );
    }
}

export function optionalBoolean(value: unknown, label: string): boolean | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw badRequest(`${label} must be true or false`);
    return value;
}

/** A name or free text that passed the hygiene rules, normalised. */
export function cleanText(text: string, label: string, kind: TextKind): string {
    const problem = textProblem(text, kind);
    if (problem) throw badRequest(hygieneMessage(label, problem));
    return normalizeText(text);
}

/** A required name (one line), normalised; at most maxLength characters. */
export function requiredName(
    value: unknown,
    label: string,
    maxLength: number = API_LENGTHS.textName,
): string {
    if (typeof value === 'string' && value.trim() !== '') {
        return requiredText(cleanText(value, label, 'name'), label, maxLength);
    }
    return requiredText(value, label, maxLength);
}

/** A required free text (line breaks allowed), normalised. */
export function requiredFreeText(
    value: unknown,
    label: string,
    maxLength: number = API_LENGTHS.freeText,
): string {
    if (typeof value === 'string' && value.trim() !== '') {
        return requiredText(cleanText(value, label, 'text'), label, maxLength);
    }
    return requiredText(value, label, maxLength);
}

/** An optional name or free text, normalised ('' when missing or blank). */
export function optionalFreeText(
    value: unknown,
    label: string,
    maxLength: number = API_LENGTHS.freeText,
    kind: TextKind = 'text',
): string {
    const text = optionalText(value, label, maxLength);
    return text.trim() === '' ? '' : cleanText(text, label, kind);
}

/**
 * An address the platform calls (integration URL, sharing target, Element look-up): http(s)
 * with a host, and not loopback, link-local, private, unspecified or localhost (SSRF).
 */
export function callableAddress(text: string, label: string): string {
    const problem = urlProblem(text, { allowPrivate: false });
    if (problem) throw badRequest(hygieneMessage(label, problem));
    return text.trim();
}
