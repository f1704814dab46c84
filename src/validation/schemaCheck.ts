/**
 * One checker of an entity's schema (resources/<name>/schema.ts), run by the sandbox on request
 * bodies (decisions 0060 and 0061; the console's forms check the same keywords without TypeBox,
 * ./schemaRules.ts, held equal to this by a test, decision 0069): TypeBox's interpreter for what
 * JSON Schema says, and the named checks of the shared input hygiene (./hygiene.ts) for what it
 * cannot, which a schema names by its `x-check` keyword. It answers the first problem by field
 * and keyword; the sandbox words it in English (schemaProblemMessage), in the shapes the
 * console's error table knows (src/api/errors/serverErrors.ts), a form in the user's language.
 *
 * The order of the checks is the API's: a blank text is missing; then the hygiene of texts
 * (normalised: NFC, trimmed); then the schema's keywords, field by field in the schema's order
 * (required, type, allowed values, lengths, pattern and format, bounds); then the addresses
 * (`publicUrl`); then the checks across fields of the object (`x-check` on the object).
 */
import { Check, Errors } from 'typebox/schema';
import { hygieneMessage, normalizeText, textProblem, urlProblem } from './hygiene.ts';
import type { HygieneProblem, TextKind } from './hygiene.ts';
import { RULES, type ObjectCheck, type SchemaProblem } from './rulesAcrossFields.ts';

/** A JSON Schema as TypeBox builds it (plain data), read keyword by keyword. */
export type JsonSchema = { [keyword: string]: unknown };

/** A schema as the callers hold it (TypeBox's types have no index signature). */
export type AnySchema = object;

const keywords = (schema: AnySchema) => schema as JsonSchema;

/**
 * The named checks a property's `x-check` may name: the hygiene of a name or a free text
 * (normalised), `trimmed` (a setting stored without the spaces around it, nothing else done to
 * it), `publicUrl` (an address the platform calls).
 */
export type PropertyCheck = TextKind | 'trimmed' | 'publicUrl';

export type { SchemaProblem, ObjectCheck } from './rulesAcrossFields.ts';

/** The named checks across fields; a schema that names another one is a programming error. */
export const OBJECT_CHECKS: { [name: string]: ObjectCheck } = { ...RULES };

/** Registers a check across fields (a resource's own rule, e.g. an end after its start). */
export const defineObjectCheck = (name: string, check: ObjectCheck): void => {
    OBJECT_CHECKS[name] = check;
};

/** The keywords the checker answers, in the order it tells their problems (a field's first). */
export const KEYWORD_ORDER = [
    'required',
    'type',
    'anyOf',
    'enum',
    'const',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'minimum',
    'exclusiveMinimum',
    'maximum',
    'exclusiveMaximum',
    'minItems',
    'maxItems',
];

const isObject = (value: unknown): value is { [key: string]: unknown } =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const propertiesOf = (schema: JsonSchema): { [key: string]: JsonSchema } =>
    isObject(schema.properties) ? (schema.properties as { [key: string]: JsonSchema }) : {};

/** The named checks of a property, also of a value that may be null (its other member's). */
const checksOf = (schema: JsonSchema): string[] => {
    const checks = nonNullOf(schema)['x-check'];
    return Array.isArray(checks) ? (checks as string[]) : [];
};

/** The schema of a list's items, if it is a list. */
const itemsOf = (schema: JsonSchema): JsonSchema | undefined =>
    schema.type === 'array' && isObject(schema.items) ? (schema.items as JsonSchema) : undefined;

/** The objects of a list of objects, with their paths. */
const objectItems = (property: JsonSchema, given: unknown, path: string) => {
    const items = itemsOf(property);
    if (!items || items.type !== 'object' || !Array.isArray(given)) return [];
    return given.flatMap((item: unknown, index) =>
        isObject(item) ? [{ items, item, index, path: `${path}.${index}` }] : [],
    );
};

/**
 * The schema of a dotted path (through properties, a list's items by their index, and the
 * non-null member of a union).
 */
export const schemaAt = (schema: AnySchema, path: string): JsonSchema | undefined => {
    let current: JsonSchema | undefined = keywords(schema);
    for (const key of path === '' ? [] : path.split('.')) {
        if (!current) return undefined;
        const member: JsonSchema | undefined = Array.isArray(current.anyOf)
            ? (current.anyOf as JsonSchema[]).find(option => option.type !== 'null')
            : current;
        if (member && itemsOf(member) && /^\d+$/.test(key)) current = itemsOf(member);
        else current = member ? propertiesOf(member)[key] : undefined;
    }
    return current;
};

/** A value that may be null: its other member, which holds its title and bounds. */
const nonNullOf = (schema: JsonSchema): JsonSchema =>
    Array.isArray(schema.anyOf)
        ? {
              ...((schema.anyOf as JsonSchema[]).find(option => option.type !== 'null') ?? {}),
              ...schema,
          }
        : schema;

/** A field's title, else its path (within its list's item, when it is in one). */
const labelOf = (schema: JsonSchema, path: string): string => {
    const at = schemaAt(schema, path);
    const title = at && nonNullOf(at).title;
    if (typeof title === 'string') return title;
    const keys = path.split('.');
    let item = keys.length;
    while (item > 0 && !/^\d+$/.test(keys[item - 1] as string)) item--;
    return item > 0 && item < keys.length ? keys.slice(item).join('.') : path;
};

const problem = (
    schema: JsonSchema,
    field: string,
    keyword: string,
    params: SchemaProblem['params'],
): SchemaProblem => ({ field, label: labelOf(schema, field), keyword, params });

/** Whether a property's schema takes null (a union with null, null itself, or anything). */
const acceptsNull = (property: JsonSchema): boolean => {
    if (Array.isArray(property.anyOf)) {
        return (property.anyOf as JsonSchema[]).some(member => acceptsNull(member));
    }
    if (Array.isArray(property.enum)) return property.enum.includes(null);
    if ('const' in property) return property.const === null;
    return property.type === undefined || property.type === 'null';
};

/**
 * The body with its texts prepared: a text of white space only, or a null where null is not a
 * value, counts as left out; a named text (`x-check: ['name' | 'text']`) is normalised, a
 * `trimmed` one trimmed; or the first hygiene problem.
 */
const prepare = (
    schema: JsonSchema,
    value: { [key: string]: unknown },
    root: JsonSchema,
    prefix: string,
): { value: { [key: string]: unknown } } | { problem: SchemaProblem } => {
    const result = { ...value };
    for (const [key, property] of Object.entries(propertiesOf(schema))) {
        const path = prefix ? `${prefix}.${key}` : key;
        const given = result[key];
        if (isObject(given) && property.type === 'object') {
            const inner = prepare(property, given, root, path);
            if ('problem' in inner) return inner;
            result[key] = inner.value;
            continue;
        }
        if (Array.isArray(given) && itemsOf(property)) {
            const list = [...given];
            for (const { items, item, index, path: itemPath } of objectItems(
                property,
                given,
                path,
            )) {
                const inner = prepare(items, item, root, itemPath);
                if ('problem' in inner) return inner;
                list[index] = inner.value;
            }
            result[key] = list;
            continue;
        }
        if (given === null && !acceptsNull(property)) {
            // A null where null is not a value counts as left out (missing when required).
            delete result[key];
            continue;
        }
        if (typeof given !== 'string') continue;
        const required = Array.isArray(schema.required) && schema.required.includes(key);
        const kind = checksOf(property).find((check): check is TextKind =>
            ['name', 'text'].includes(check),
        );
        const trimmed = checksOf(property).includes('trimmed');
        if (given.trim() === '') {
            // Missing when required; an optional named or trimmed text is stored empty.
            if (required) delete result[key];
            else if (kind || trimmed) result[key] = '';
            continue;
        }
        if (trimmed) result[key] = given.trim();
        if (!kind) continue;
        const found = textProblem(given, kind);
        if (found) return { problem: problem(root, path, 'x-check', { problem: found }) };
        result[key] = normalizeText(given);
    }
    return { value: result };
};

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').split('/').join('.');

/** The places of a dotted path's keys in their schemas' properties (unknown keys last). */
const fieldOrder = (schema: JsonSchema, path: string): number[] => {
    const places: number[] = [];
    let prefix = '';
    for (const key of path === '' ? [] : path.split('.')) {
        const parent = prefix === '' ? schema : schemaAt(schema, prefix);
        const keys = parent ? Object.keys(propertiesOf(parent)) : [];
        const place = parent && itemsOf(parent) ? Number(key) : keys.indexOf(key);
        places.push(place === -1 || Number.isNaN(place) ? keys.length : place);
        prefix = prefix ? `${prefix}.${key}` : key;
    }
    return places;
};

const compareRanks = (a: number[], b: number[]): number => {
    for (let index = 0; index < Math.min(a.length, b.length); index++) {
        const difference = (a[index] ?? 0) - (b[index] ?? 0);
        if (difference !== 0) return difference;
    }
    return a.length - b.length;
};

/** The schema's own keywords: the first problem by field (schema order) and keyword. */
const schemaProblem = (schema: JsonSchema, value: unknown): SchemaProblem | null => {
    // Checking alone is quicker than gathering the errors (a list of 100,000 devices: ~40 %).
    if (Check(schema, value)) return null;
    const [valid, errors] = Errors(schema, value);
    if (valid) return null;
    const found = errors.flatMap(error => {
        const field = pathOf(error.instancePath);
        const params = error.params as SchemaProblem['params'];
        if (error.keyword === 'required') {
            const missing = (params.requiredProperties as string[] | undefined) ?? [];
            return missing.map(key => ({
                field: field ? `${field}.${key}` : key,
                keyword: 'required',
                params: {},
            }));
        }
        // A union of a type and null (an optional id): the type that is not null speaks.
        if (error.keyword === 'anyOf') return [];
        if (error.keyword === 'type' && params.type === 'null') return [];
        return [{ field, keyword: error.keyword, params }];
    });
    // Field by field in the schema's order at every depth, an object before its fields.
    const rank = (entry: { field: string; keyword: string }) => {
        const keyword = KEYWORD_ORDER.indexOf(entry.keyword);
        return [
            ...fieldOrder(schema, entry.field),
            -1,
            keyword === -1 ? KEYWORD_ORDER.length : keyword,
        ];
    };
    found.sort((a, b) => compareRanks(rank(a), rank(b)));
    const first = found[0];
    return first ? problem(schema, first.field, first.keyword, first.params) : null;
};

/** The addresses (`x-check: ['publicUrl']`) and the checks across fields, depth first. */
const namedProblem = (
    schema: JsonSchema,
    value: { [key: string]: unknown },
    root: JsonSchema,
    prefix: string,
): SchemaProblem | null => {
    for (const [key, property] of Object.entries(propertiesOf(schema))) {
        const path = prefix ? `${prefix}.${key}` : key;
        const given = value[key];
        if (isObject(given) && property.type === 'object') {
            const inner = namedProblem(property, given, root, path);
            if (inner) return inner;
        }
        for (const { items, item, path: itemPath } of objectItems(property, given, path)) {
            const inner = namedProblem(items, item, root, itemPath);
            if (inner) return inner;
        }
        if (typeof given === 'string' && given !== '' && checksOf(property).includes('publicUrl')) {
            const found = urlProblem(given, { allowPrivate: false });
            if (found) return problem(root, path, 'x-check', { problem: found });
        }
    }
    for (const name of checksOf(schema)) {
        const check = OBJECT_CHECKS[name];
        if (!check) throw new Error(`Unknown check ${name}`);
        const found = check(value);
        if (found) {
            const field = [prefix, found.field].filter(Boolean).join('.');
            return { ...found, field };
        }
    }
    return null;
};

/**
 * The row a problem in a list's item is told by (`x-rows` on the list): "Device 2 (<key>)", the
 * item's key when it is a text; none when the list wants rows from two items on and has one.
 */
const rowOf = (schema: JsonSchema, value: unknown, field: string): string | undefined => {
    const keys = field === '' ? [] : field.split('.');
    let given: unknown = value;
    for (let place = 0; place < keys.length - 1; place++) {
        const key = keys[place] as string;
        given = isObject(given)
            ? given[key]
            : Array.isArray(given)
              ? (given as unknown[])[Number(key)]
              : undefined;
        const rows = schemaAt(schema, keys.slice(0, place + 1).join('.'))?.['x-rows'] as
            { label: string; key?: string; fromTwo?: boolean } | undefined;
        const index = Number(keys[place + 1]);
        if (!rows || !Array.isArray(given) || !Number.isInteger(index)) continue;
        if (rows.fromTwo && given.length < 2) return undefined;
        const item: unknown = given[index];
        const named = rows.key && isObject(item) ? item[rows.key] : undefined;
        return `${rows.label} ${index + 1}${typeof named === 'string' ? ` (${named})` : ''}`;
    }
    return undefined;
};

/** The problem with the row of its list's item, if the list is told by rows. */
const withRow = (schema: JsonSchema, value: unknown, found: SchemaProblem): SchemaProblem => {
    const row = rowOf(schema, value, found.field);
    return row ? { ...found, row } : found;
};

export type SchemaResult<T = unknown> =
    | { ok: true; value: T; problem?: undefined }
    | { ok: false; problem: SchemaProblem; value?: undefined };

/**
 * Checks a value against an object schema: the prepared value (texts normalised) when it holds,
 * else the first problem.
 */
export const checkSchema = <T = unknown>(given: AnySchema, value: unknown): SchemaResult<T> => {
    const schema = keywords(given);
    if (!isObject(value)) {
        return { ok: false, problem: problem(schema, '', 'type', { type: 'object' }) };
    }
    const prepared = prepare(schema, value, schema, '');
    if ('problem' in prepared) {
        return { ok: false, problem: withRow(schema, value, prepared.problem) };
    }
    const found =
        schemaProblem(schema, prepared.value) ?? namedProblem(schema, prepared.value, schema, '');
    return found
        ? { ok: false, problem: withRow(schema, value, found) }
        : { ok: true, value: prepared.value as T };
};

const TYPE_WORDS: { [type: string]: string } = {
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
};

/** Names of the patterns a schema marks with `x-pattern`, as the API words a mismatch. */
const PATTERN_WORDS: { [name: string]: (schema: JsonSchema) => string } = {
    nameCharacters: () => "may only contain letters, digits, spaces and - _ . & ' ( ) ,",
    upperHex: schema => `must be ${String(schema.minLength)} upper-case hex characters`,
};

/**
 * The one message of a field that says all it must be (`x-message`, e.g. "ids must be a
 * non-empty list of alarm ids"), for any problem of it or of its items; the nearest such field
 * of a dotted path.
 */
const wordedBy = (schema: AnySchema, path: string): string | undefined => {
    const keys = path === '' ? [] : path.split('.');
    for (let length = keys.length; length > 0; length--) {
        const prefix = keys.slice(0, length).join('.');
        const field = schemaAt(schema, prefix);
        if (field && typeof field['x-message'] === 'string') {
            return `${labelOf(keywords(schema), prefix)} ${field['x-message']}`;
        }
    }
    return undefined;
};

/**
 * The API's English message of a problem (sandbox/API.md, "Errors"), in the shapes the console's
 * error table knows (`<field> is required`, `<field> must be a string`, ...).
 */
export const schemaProblemMessage = (schema: AnySchema, found: SchemaProblem): string => {
    const message = fieldMessage(schema, found);
    return found.row ? `${found.row}: ${message}` : message;
};

/** The message of a field's problem (without the row of its list's item). */
const fieldMessage = (schema: AnySchema, found: SchemaProblem): string => {
    const worded = wordedBy(schema, found.field);
    if (worded) return worded;
    const { label, params } = found;
    const field = nonNullOf(schemaAt(schema, found.field) ?? {});
    const own = (field['x-messages'] as { [keyword: string]: string } | undefined)?.[found.keyword];
    if (own) return `${label} ${own}`;
    const min = field.minLength;
    const max = field.maxLength;
    switch (found.keyword) {
        case 'x-check':
            return hygieneMessage(label, params.problem as HygieneProblem);
        case 'x-rule':
            return String(params.message);
        case 'required':
            return `${label} is required`;
        case 'type':
            return found.field === ''
                ? 'Request body must be a JSON object'
                : `${label} must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}`;
        case 'enum':
        case 'const': {
            const values = (field.enum as unknown[] | undefined) ?? [field.const];
            return `${label} must be one of ${values.join(', ')}`;
        }
        case 'minLength':
        case 'maxLength':
            if (typeof field['x-pattern'] === 'string' && min === max) {
                return `${label} ${PATTERN_WORDS[field['x-pattern']]?.(field) ?? ''}`;
            }
            if (typeof min === 'number' && min > 1 && typeof max === 'number') {
                return `${label} must be ${min} to ${max} characters long`;
            }
            if (found.keyword === 'minLength') return `${label} is required`;
            return `${label} must be at most ${String(max)} characters long`;
        case 'pattern': {
            const words = PATTERN_WORDS[String(field['x-pattern'])];
            return words
                ? `${label} ${words(field)}`
                : `${label} must match ${String(field.pattern)}`;
        }
        case 'format':
            return `${label} is not a valid ${params.format === 'email' ? 'email address' : String(params.format)}`;
        case 'minimum':
            return `${label} must be at least ${String(field.minimum)}`;
        case 'exclusiveMinimum':
            return field.exclusiveMinimum === 0
                ? `${label} must be greater than 0`
                : `${label} must be greater than ${String(field.exclusiveMinimum)}`;
        case 'maximum':
            return `${label} must be at most ${String(field.maximum)}`;
        case 'minItems':
            return `${label} must be a non-empty list`;
        default:
            return `${label} is not valid (${found.keyword})`;
    }
};
