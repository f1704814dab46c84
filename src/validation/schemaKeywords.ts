/**
 * Reading an entity's schema as plain JSON (decision 0069): the few questions the console's
 * declaration and forms ask of a property. No TypeBox, no react-admin: the declarations run
 * this at start.
 */
import type { JsonSchema } from '../crud/collection';

/** A value that may be null: its other member, with the keywords of the union itself. */
export const nonNullOf = (schema: JsonSchema): JsonSchema => {
    if (!Array.isArray(schema.anyOf)) return schema;
    const member = (schema.anyOf as JsonSchema[]).find(option => option.type !== 'null') ?? {};
    return { ...member, ...schema };
};

/** Whether a property takes null as a value (a union with null, or any value). */
export const acceptsNull = (schema: JsonSchema): boolean => {
    if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).some(acceptsNull);
    if (Array.isArray(schema.enum)) return schema.enum.includes(null);
    if ('const' in schema) return schema.const === null;
    return schema.type === undefined || schema.type === 'null';
};

/** The named checks of a property (`x-check`). */
export const checksOf = (schema: JsonSchema): string[] =>
    Array.isArray(schema['x-check']) ? (schema['x-check'] as string[]) : [];
