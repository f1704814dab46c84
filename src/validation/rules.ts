/**
 * Shared validation rules; each message is a translation key. The product specification names
 * a shared name rule for service names, organization names and billing IDs without giving its
 * bounds: these are ours (see docs/product-decisions.md, section 5). The hygiene of names, free texts and
 * addresses comes from ./hygiene.ts, which the sandbox applies too.
 */
import { maxLength, minLength, regex, required as raRequired, type Validator } from 'react-admin';
import { HYGIENE_MESSAGES, textProblem, urlProblem, type TextKind } from './hygiene';
import { API_LENGTHS } from './apiLengths';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = API_LENGTHS.name;
/** Letters of any script (with their accents), digits, spaces and - _ . & ' ( ) , */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} _.&'(),-]+$/u;

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

/** The allowed characters already keep out controls and invisible characters; cleanName too. */
export const nameRule: Validator[] = [
    required(),
    minLength(NAME_MIN_LENGTH),
    maxLength(NAME_MAX_LENGTH),
    regex(NAME_PATTERN, 'app.validation.name_characters'),
    cleanName,
];

/** The API's bounds for a name (unless it names its own) and for a free text. */
export const TEXT_NAME_MAX_LENGTH = API_LENGTHS.textName;
export const FREE_TEXT_MAX_LENGTH = API_LENGTHS.freeText;
/** The API's bound for a device's and a responsible's name. */
export const SHORT_NAME_MAX_LENGTH = API_LENGTHS.shortName;

/**
 * A required name without the shared name rule's characters and lower bound (an alarm's title,
 * a billing account's fields), at most as long as the API takes.
 */
export const requiredNameRule: Validator[] = [
    required(),
    cleanName,
    maxLength(TEXT_NAME_MAX_LENGTH),
];
/** As requiredNameRule, for the API's shorter names (a device, a responsible). */
export const requiredShortNameRule: Validator[] = [
    required(),
    cleanName,
    maxLength(SHORT_NAME_MAX_LENGTH),
];
/** The API's bound for a device's location. */
export const LOCATION_MAX_LENGTH = API_LENGTHS.location;

/** An optional free text (a device's or a test alarm's description). */
export const textRule: Validator[] = [cleanText, maxLength(FREE_TEXT_MAX_LENGTH)];
/** An optional one-line text as long as a device's location may be. */
export const locationRule: Validator[] = [cleanName, maxLength(LOCATION_MAX_LENGTH)];
/** A required free text (a custom alarm's description). */
export const requiredTextRule: Validator[] = [
    required(),
    cleanText,
    maxLength(FREE_TEXT_MAX_LENGTH),
];
