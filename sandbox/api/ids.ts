import { badRequest } from './errors.ts';

/** A positive integer id from a URL parameter. */
export function parseId(value: string, what: string): number {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
        throw badRequest(`${what} id must be a positive integer`);
    }
    return Number(value);
}
