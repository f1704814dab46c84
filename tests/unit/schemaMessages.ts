/**
 * Test helper: every message the entities' schemas (resources/<name>/schema.ts) can make the
 * sandbox answer, one per property and keyword, worded by the shared checker
 * (src/validation/schemaCheck.ts). The console's error table must know each of them.
 */
import {
    KEYWORD_ORDER,
    schemaAt,
    type AnySchema,
    schemaProblemMessage,
    type JsonSchema,
    type SchemaProblem,
} from '../../src/validation/schemaCheck';

const modules = import.meta.glob<Record<string, unknown>>(
    ['../../resources/*/schema.ts', '../../custom-pages/*/schema.ts'],
    { eager: true },
);

const isObjectSchema = (value: unknown): value is JsonSchema =>
    typeof value === 'object' && value !== null && (value as JsonSchema).type === 'object';

/** Every exported object schema, by `<resource>/<export>`. */
export const entitySchemas = (): [string, JsonSchema][] =>
    Object.entries(modules).flatMap(([path, exports]) =>
        Object.entries(exports)
            .filter(([, value]) => isObjectSchema(value))
            .map(
                ([name, value]) =>
                    [`${path.split('/').at(-2)}/${name}`, value as JsonSchema] as [
                        string,
                        JsonSchema,
                    ],
            ),
    );

const HYGIENE = { name: ['empty', 'bidi', 'control'], text: ['empty', 'bidi', 'control'] };
const ADDRESS = ['url', 'private_address'];

/** The problems a property can have, by the keywords its schema holds. */
const problemsOf = (
    property: JsonSchema,
    required: boolean,
): Omit<SchemaProblem, 'field' | 'label'>[] => {
    const member = Array.isArray(property.anyOf)
        ? ((property.anyOf as JsonSchema[]).find(option => option.type !== 'null') ?? property)
        : property;
    const found: Omit<SchemaProblem, 'field' | 'label'>[] = [];
    if (required) found.push({ keyword: 'required', params: {} });
    if (typeof member.type === 'string') {
        found.push({ keyword: 'type', params: { type: member.type } });
    }
    // Required and type above; a union's members speak for themselves.
    for (const keyword of KEYWORD_ORDER.filter(
        keyword => !['required', 'type', 'anyOf'].includes(keyword),
    )) {
        if (keyword in member) found.push({ keyword, params: { format: member.format } });
    }
    const checks = (member['x-check'] as string[] | undefined) ?? [];
    for (const check of checks) {
        const problems = check === 'publicUrl' ? ADDRESS : HYGIENE[check as 'name' | 'text'];
        for (const problem of problems ?? [])
            found.push({ keyword: 'x-check', params: { problem } });
    }
    return found;
};

/** The row a list told by rows (`x-rows`) names its first item by, with a sample key. */
const firstRow = (list: JsonSchema): string | undefined => {
    const rows = list['x-rows'] as { label: string; key?: string } | undefined;
    if (!rows) return undefined;
    return `${rows.label} 1${rows.key ? ' (0004A30B001C0530)' : ''}`;
};

/**
 * The messages of one schema: each property (nested ones and a list's object items too) with
 * each of its problems, an item's problems by their row when its list says so.
 */
export const schemaMessages = (given: AnySchema): string[] => {
    const schema = given as JsonSchema;
    const messages: string[] = [];
    const walk = (object: JsonSchema, prefix: string, row?: string) => {
        const required = (object.required as string[] | undefined) ?? [];
        const properties = (object.properties as Record<string, JsonSchema> | undefined) ?? {};
        for (const [key, property] of Object.entries(properties)) {
            const field = prefix ? `${prefix}.${key}` : key;
            const label = (schemaAt(schema, field)?.title as string | undefined) ?? field;
            for (const problem of problemsOf(property, required.includes(key))) {
                messages.push(schemaProblemMessage(schema, { field, label, row, ...problem }));
            }
            if (isObjectSchema(property)) walk(property, field, row);
            const items = property.items as JsonSchema | undefined;
            if (property.type === 'array' && isObjectSchema(items)) {
                const itemRow = firstRow(property) ?? row;
                const itemLabel = (items.title as string | undefined) ?? `${field}.0`;
                messages.push(
                    schemaProblemMessage(schema, {
                        field: `${field}.0`,
                        label: itemLabel,
                        keyword: 'type',
                        params: { type: 'object' },
                        row: itemRow,
                    }),
                );
                walk(items, `${field}.0`, itemRow);
            }
        }
    };
    walk(schema, '');
    messages.push(
        schemaProblemMessage(schema, { field: '', label: '', keyword: 'type', params: {} }),
    );
    return messages;
};
