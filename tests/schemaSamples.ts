/**
 * Records made from the entities' schemas (resources/<name>/schema.ts, decision 0061), so that
 * tests take their test records from the schemas rather than from a list per resource (issue 41):
 * a value each schema accepts, its texts given by the test (a plain name, a hostile text).
 * Plain JSON Schema as TypeBox writes it; no runtime import, so the sandbox tests and the
 * end-to-end specs share it.
 */

/** The part of JSON Schema the entities' schemas use. */
export interface JsonSchema {
    type?: string | string[];
    enum?: unknown[];
    const?: unknown;
    anyOf?: JsonSchema[];
    properties?: Record<string, JsonSchema>;
    required?: string[];
    items?: JsonSchema;
    minItems?: number;
    minimum?: number;
    minLength?: number;
    maxLength?: number;
    format?: string;
    pattern?: string;
    [keyword: string]: unknown;
}

/** The text of a string property, by the property's name and schema. */
export type TextOf = (key: string, schema: JsonSchema) => string;

/** Formats whose values are not free text: a sample of each. */
const FORMATTED: Record<string, (key: string) => string> = {
    email: key => `${key.toLowerCase()}@example.org`,
    uri: () => 'https://example.org/',
    date: () => '2026-01-01',
    'date-time': () => '2026-01-01T00:00:00.000Z',
};

/** An address the platform calls (`x-check: ['publicUrl']`): a public https one. */
const isPublicUrl = (schema: JsonSchema) =>
    Array.isArray(schema['x-check']) && schema['x-check'].includes('publicUrl');

/** A string property whose value is free text: no format, no address, no pattern beyond the name rule. */
export const isFreeText = (schema: JsonSchema) =>
    [schema.type].flat()[0] === 'string' &&
    !(schema.format && schema.format in FORMATTED) &&
    !isPublicUrl(schema);

/** A text, or a text that may be null. */
const holdsText = (schema: JsonSchema) =>
    schema.type === 'string' || !!schema.anyOf?.some(one => one.type === 'string');

/** The text cut or padded to the property's lengths. */
function fitted(text: string, schema: JsonSchema): string {
    const padded = text.padEnd(schema.minLength ?? 0, 'x');
    return schema.maxLength === undefined ? padded : padded.slice(0, schema.maxLength);
}

/** A property with a type of its own (not a property the body may carry as anything). */
const typed = (schema: JsonSchema) =>
    ['type', 'enum', 'const', 'anyOf'].some(keyword => keyword in schema);

export interface SampleOptions {
    /**
     * Also the optional properties: `true` those that have a type (an update's changes),
     * `'texts'` the strings and the strings that may be null (every text a record may hold).
     */
    optional?: boolean | 'texts';
    /** Properties left out (e.g. the id and organization the call carries). */
    without?: string[];
    /**
     * The id of a record of the resource a reference (`x-reference`) names, in the call's
     * organization: the API refuses an id of none (sandbox/api/references.ts). Without it, or
     * where it answers undefined, the least id. `organizations` is the call's, set by the caller.
     */
    referenceOf?: (resource: string) => unknown;
}

/** The resources a schema's references name (`x-reference`), organizations aside. */
export function referencesIn(schema: JsonSchema): string[] {
    const found = new Set<string>();
    const visit = (part: JsonSchema | undefined) => {
        if (!part) return;
        const reference = part['x-reference'];
        if (typeof reference === 'string' && reference !== 'organizations') found.add(reference);
        part.anyOf?.forEach(visit);
        Object.values(part.properties ?? {}).forEach(visit);
        visit(part.items);
    };
    visit(schema);
    return [...found];
}

/**
 * A value the schema accepts: an object's required properties (and its typed optional ones with
 * `optional`), the first of an enumeration, the least number, no items beyond the least,
 * strings from `textOf` (formats by a sample of theirs), a reference's id from `referenceOf`.
 */
export function sampleOf(
    schema: JsonSchema,
    textOf: TextOf,
    options: SampleOptions = {},
    key = '',
): unknown {
    if ('const' in schema) return schema.const;
    if (schema.enum) return schema.enum[0];
    // What the children take of the options: the references' ids.
    const inner: SampleOptions = { referenceOf: options.referenceOf };
    if (schema.anyOf) {
        const { anyOf, ...own } = schema;
        const chosen = anyOf.find(one => one.type !== 'null') ?? anyOf[0] ?? {};
        // The union's own keywords (a title, x-secret, x-reference) hold for the member chosen.
        return sampleOf({ ...own, ...chosen }, textOf, inner, key);
    }
    const reference = schema['x-reference'];
    if (typeof reference === 'string' && reference !== 'organizations') {
        const id = options.referenceOf?.(reference);
        if (id !== undefined) return id;
    }
    switch ([schema.type].flat()[0]) {
        case 'object':
            return Object.fromEntries(
                Object.entries(schema.properties ?? {})
                    .filter(
                        ([name, property]) =>
                            !options.without?.includes(name) &&
                            (schema.required?.includes(name) ||
                                (options.optional === true && typed(property)) ||
                                (options.optional === 'texts' && holdsText(property))),
                    )
                    .map(([name, property]) => [name, sampleOf(property, textOf, inner, name)]),
            );
        case 'array':
            return Array.from({ length: schema.minItems ?? 0 }, () =>
                sampleOf(schema.items ?? {}, textOf, inner, key),
            );
        case 'integer':
        case 'number':
            return schema.minimum ?? 1;
        case 'boolean':
            return false;
        case 'null':
            return null;
        case 'string': {
            if (isPublicUrl(schema)) return fitted(`https://example.org/${key}`, schema);
            const formatted = schema.format ? FORMATTED[schema.format] : undefined;
            return formatted ? formatted(key) : fitted(textOf(key, schema), schema);
        }
        default:
            return undefined;
    }
}

/** A plain text for a property: `<lead> <property>`, e.g. "Sweep name". */
export const plainText =
    (lead: string): TextOf =>
    key =>
        `${lead} ${key}`;
