/**
 * A script of a data sharing or a custom alarm: what its schema cannot say, that it is given
 * and parses as JavaScript (by the sandbox's script engine; it is not run here).
 */
import { syntaxErrorOf } from '../scripts/runScript.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

/** A script that is a string and parses (it is not run here). */
export async function parseScript(value: unknown): Promise<string> {
    if (typeof value !== 'string' || value.trim() === '') throw badRequest('Script is required');
    if (value.length > API_LENGTHS.code)
        throw badRequest('The script must be at most 100,000 characters long');
    const syntaxError = await syntaxErrorOf(value);
    if (syntaxError) throw badRequest(`The script is not valid JavaScript: ${syntaxError}`);
    return value;
}
