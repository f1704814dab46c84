/**
 * A form field's checks from its property's schema (decision 0069): the keywords the sandbox's
 * checker (./schemaCheck.ts) holds a body to, as react-admin validators with the console's
 * translated messages, and the shared hygiene the schema names by `x-check` (./hygiene.ts, the
 * code the sandbox runs). No TypeBox: the keywords are read as plain JSON. A field refuses what
 * the API refuses for the same schema (tests/unit/schemaRules.test.ts); what the API words as a
 * missing value (a blank text, a null where null is not a value) is "required" here too.
 */
import { email, maxValue, minValue, type Validator } from 'react-admin';
import type { JsonSchema } from '../crud/collection';
import { normalizeText } from './hygiene';
import { cleanName, cleanText, httpUrl, required } from './rules';
import { acceptsNull, checksOf, nonNullOf } from './schemaKeywords';

/** A property's schema in the body a form sends, and whether the body requires it. */
export interface FieldSchema {
    property: JsonSchema;
    required: boolean;
}

/** The translated message of each named pattern (`x-pattern`). */
const PATTERN_MESSAGES: { [name: string]: string } = {
    nameCharacters: 'app.validation.name_characters',
    email: 'app.validation.email',
};

/**
 * The text as the API checks its lengths and pattern: a name or free text normalised (NFC,
 * trimmed), as the API stores it; lengths in code points, as JSON Schema counts them.
 */
const checkedText = (value: string, named: boolean) => (named ? normalizeText(value) : value);
const codePoints = (value: string) => [...value].length;

const lengthRule =
    (bound: 'min' | 'max', limit: number, named: boolean): Validator =>
    (value: unknown) => {
        // An empty input is null (react-admin's parse) and required() speaks for it; a name of
        // spaces only is stored empty, which a lower bound refuses, as the API does.
        if (typeof value !== 'string' || value === '') return undefined;
        const length = codePoints(checkedText(value, named));
        const wrong = bound === 'min' ? length < limit : length > limit;
        return wrong
            ? { message: `ra.validation.${bound}Length`, args: { [bound]: limit } }
            : undefined;
    };

const patternRule = (pattern: string, name: unknown, named: boolean): Validator => {
    const expression = new RegExp(pattern, 'u');
    const message = (typeof name === 'string' && PATTERN_MESSAGES[name]) || undefined;
    return (value: unknown) => {
        if (typeof value !== 'string' || value === '') return undefined;
        if (expression.test(checkedText(value, named))) return undefined;
        // As react-admin's regex() words it, with the pattern among its arguments.
        return { message: message ?? 'ra.validation.regex', args: { pattern: expression } };
    };
};

const integer: Validator = (value: unknown) =>
    value == null || value === '' || Number.isInteger(Number(value))
        ? undefined
        : 'app.validation.integer';

/** The hygiene checks a property names (`x-check`), as the forms' shared rules. */
const HYGIENE: { [check: string]: Validator } = {
    name: cleanName,
    text: cleanText,
    publicUrl: httpUrl,
};

const built = new WeakMap<FieldSchema, Validator[]>();

/**
 * The validators of a field, in the order the forms' rules give them (required, lengths, bounds,
 * pattern and format, then the hygiene): the order the forms' hand-written rules had.
 * Built once per field.
 */
export const schemaRules = (field: FieldSchema): Validator[] => {
    const found = built.get(field);
    if (found) return found;
    const property = nonNullOf(field.property);
    const checks = checksOf(property);
    const named = checks.includes('name') || checks.includes('text');
    const rules: Validator[] = [];
    // A required value that may be null is present when null: the API takes it. A yes/no
    // starts as no (FieldInput) and is never missing: no asterisk on a switch.
    if (field.required && !acceptsNull(field.property) && property.type !== 'boolean') {
        rules.push(required());
    }
    if (typeof property.minLength === 'number') {
        rules.push(lengthRule('min', property.minLength, named));
    }
    if (typeof property.maxLength === 'number') {
        rules.push(lengthRule('max', property.maxLength, named));
    }
    if (property.type === 'integer') rules.push(integer);
    if (typeof property.minimum === 'number') rules.push(minValue(property.minimum));
    if (typeof property.maximum === 'number') rules.push(maxValue(property.maximum));
    if (typeof property.pattern === 'string') {
        rules.push(patternRule(property.pattern, property['x-pattern'], named));
    }
    if (property.format === 'email') rules.push(email());
    for (const check of checks) {
        const rule = HYGIENE[check];
        if (rule) rules.push(rule);
    }
    built.set(field, rules);
    return rules;
};
