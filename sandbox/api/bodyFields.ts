/** Reading request bodies: each helper answers a 400 `{ message }` naming the field. */
import { badRequest } from './errors.ts';

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
export function requiredText(value: unknown, label: string, maxLength = 255): string {
    if (isBlank(value)) throw badRequest(`${label} is required`);
    if (typeof value !== 'string') throw badRequest(`${label} must be a string`);
    const trimmed = value.trim();
    if (trimmed.length > maxLength) {
        throw badRequest(`${label} must be at most ${maxLength} characters long`);
    }
    return trimmed;
}

/** A string or nothing ('' when missing). */
export function optionalText(value: unknown, label: string, maxLength = 2000): string {
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
