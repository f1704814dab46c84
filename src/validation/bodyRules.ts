/**
 * The checks of a hand-written form's input from the body its form sends (decision 0069): the
 * property at a dotted path of the body's schema (as JSON, the resource's
 * `./schema.ts?json-schema`), through a value that may be null and a list's items, turned into
 * react-admin validators by ./schemaRules.ts. Required when the body requires every step of the
 * path. A path the body does not have throws, so a renamed property fails where the form loads
 * (and in tests/unit/bodyRules.test.ts), not quietly without checks.
 */
import type { Validator } from 'react-admin';
import type { JsonSchema } from '../crud/collection';
import { nonNullOf } from './schemaKeywords';
import { schemaRules, type FieldSchema } from './schemaRules';

/** The property at a dotted path of a body, and whether the body requires it. */
export const fieldAt = (body: JsonSchema, path: string): FieldSchema => {
    let holder = body;
    let property: JsonSchema | undefined;
    let required = true;
    for (const key of path.split('.')) {
        if (property) holder = property;
        holder = nonNullOf(holder);
        if (holder.type === 'array' && holder.items) holder = nonNullOf(holder.items as JsonSchema);
        property = (holder.properties as { [key: string]: JsonSchema } | undefined)?.[key];
        if (!property) throw new Error(`The body has no property ${path}`);
        required &&= Array.isArray(holder.required) && holder.required.includes(key);
    }
    if (!property) throw new Error('No property path given');
    return { property, required };
};

const fields = new WeakMap<JsonSchema, Map<string, FieldSchema>>();

/**
 * The validators of the input that sends `path` of `body`: the schema's lengths, pattern, bounds,
 * format and named hygiene checks, and required() when the body requires it. An edit page whose
 * update body takes every field as optional reads the create's body: what the create requires
 * stays required on the edit page (as derived fields do).
 */
export const bodyRules = (body: JsonSchema, path: string): Validator[] => {
    let byPath = fields.get(body);
    if (!byPath) {
        byPath = new Map();
        fields.set(body, byPath);
    }
    let field = byPath.get(path);
    if (!field) {
        field = fieldAt(body, path);
        byPath.set(path, field);
    }
    return schemaRules(field);
};
