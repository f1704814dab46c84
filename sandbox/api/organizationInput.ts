import type { OrganizationInput } from '../db/organizations.ts';
import { cleanText } from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

/** The shared name rule (service and organization names, billing IDs), as the console checks it. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} \-_.&'(),]+$/u;

export function parseName(value: unknown, label: string): string {
    if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
    ) {
        throw badRequest(`${label} is required`);
    }
    if (typeof value !== 'string') throw badRequest(`${label} must be a string`);
    const trimmed = cleanText(value, label, 'name');
    if (trimmed.length < 2 || trimmed.length > API_LENGTHS.name) {
        throw badRequest(`${label} must be 2 to ${API_LENGTHS.name} characters long`);
    }
    if (!NAME_CHARACTERS.test(trimmed)) {
        throw badRequest(`${label} may only contain letters, digits, spaces and - _ . & ' ( ) ,`);
    }
    return trimmed;
}

/** Validates a create/update body: `{ name, billingId }` (and an optional id on updates). */
export function parseOrganizationInput(body: unknown): OrganizationInput & { id?: unknown } {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Request body must be a JSON object');
    }
    const { id, name, billingId } = body as Record<string, unknown>;

    return { id, name: parseName(name, 'Name'), billingId: parseName(billingId, 'Billing ID') };
}

/** A positive integer id from a URL parameter. */
export function parseId(value: string, what: string): number {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
        throw badRequest(`${what} id must be a positive integer`);
    }
    return Number(value);
}
