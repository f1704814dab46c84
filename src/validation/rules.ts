/**
 * The shared rules a schema cannot say by its keywords; each message is a translation key. A
 * field's lengths, pattern and required come from its body's schema (./bodyRules.ts,
 * ./schemaRules.ts, decision 0069), which names the hygiene here by `x-check`; what stays here is
 * the console's one required() and the hygiene of ./hygiene.ts (the code the sandbox runs) as
 * validators, for the schemas' checks and for the fields no schema holds.
 */
import { required as raRequired, type Validator } from 'react-admin';
import { HYGIENE_MESSAGES, textProblem, urlProblem, type TextKind } from './hygiene';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

const requiredOnes = new Map<unknown, Validator>();

/**
 * react-admin's required(), for which a text of spaces only is empty too: the API trims what it
 * stores, so "   " passed a step and failed at the last one as an empty name. The console's one
 * required rule (ESLint keeps react-admin's out); marked required as react-admin's is (the
 * label's asterisk), and one validator per message, as react-admin memoises it.
 */
export const required = (message?: Parameters<typeof raRequired>[0]): Validator => {
    let found = requiredOnes.get(message);
    if (!found) {
        const check = raRequired(message);
        found = Object.assign(
            (value: unknown, values: unknown) =>
                check(typeof value === 'string' && value.trim() === '' ? '' : value, values),
            { isRequired: true },
        );
        requiredOnes.set(message, found);
    }
    return found;
};

const hygiene =
    (kind: TextKind): Validator =>
    (value: unknown) => {
        if (isBlank(value)) return undefined; // required() speaks for empty fields
        const problem = textProblem(value as string, kind);
        return problem ? HYGIENE_MESSAGES[problem] : undefined;
    };

/** A name: no bidirectional controls, no control characters, not only invisible characters. */
export const cleanName: Validator = hygiene('name');
/** A free text (description, title, address line): as a name, but tabs and line breaks pass. */
export const cleanText: Validator = hygiene('text');

/**
 * An address the platform calls: http(s) with a host, not loopback, link-local, private or
 * localhost; the API refuses the same (hygiene.ts), the form says so under the field first.
 */
export const httpUrl: Validator = (value: unknown) => {
    if (isBlank(value)) return undefined;
    const problem = urlProblem(value as string, { allowPrivate: false });
    return problem ? HYGIENE_MESSAGES[problem] : undefined;
};
