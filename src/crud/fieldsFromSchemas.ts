/**
 * A declaration's fields, search, sort and related-name columns derived from its entity's
 * schemas (decision 0069): `...fieldsFromSchemas('gateways', schemas, gatewayCollection)` in
 * `resources/<name>/index.ts`, the schemas imported as JSON (`./schema.ts?json-schema`). Plain
 * data at start (the data layer reads the fields synchronously); the forms build each field's
 * checks from its schema when they show it (src/validation/schemaRules.ts).
 *
 * - fields in the record's order; the organization property (organizationInBody) is none;
 * - the kind from the property: `x-reference` a reference, a boolean, an integer or number,
 *   `format: 'date-time'` a date-time, `format: 'date'` a date, an enum a select (its values'
 *   names resources.<name>.choices.<property>.<value>), else text; `x-secret` a secret,
 *   `x-check: ['text']` (a free text) a multi-line text (as the record or the body says);
 * - offered on the add page when the create body takes it; editable when the update body takes
 *   it (a property it accepts only unchanged, `Type.Unknown()`, or lacks is read-only); the id
 *   read-only text, never a column;
 * - a list column unless a free text or a secret (`x-list` says otherwise); it sorts when
 *   `x-sortable`; the search looks in the `x-searchable` ones; `x-sortByName` sorts a reference
 *   by the related record's name; the default sort is by the name, ascending; `x-filter` offers
 *   it as a filter of the list (a yes/no, a value of a list, a related record, a text).
 */
import type { JsonSchema, SchemasJson } from './collection';
import type { FieldDeclaration, FieldKind, FieldKey, FieldPath } from './declaration';
import { acceptsNull, checksOf, nonNullOf } from '../validation/schemaKeywords';

/** The facts of the collection the fields depend on (its collection.ts). */
export interface SchemaFacts {
    /** The property of a create body that carries the organization's id: not a field. */
    organizationInBody?: string;
}

/** What a declaration takes from its schemas. */
export interface DerivedDeclaration<R> {
    /** What the API's messages call one record: the record schema's title. */
    recordTitle?: string;
    fields: FieldDeclaration<R>[];
    searchFields?: FieldKey<R>[];
    sort?: { field: FieldKey<R>; order: 'ASC' | 'DESC' };
    sortByName?: Partial<Record<FieldKey<R>, string>>;
}

const propertiesOf = (schema: JsonSchema): { [key: string]: JsonSchema } =>
    typeof schema.properties === 'object' && schema.properties !== null
        ? (schema.properties as { [key: string]: JsonSchema })
        : {};

/** A property a body accepts only unchanged, or not at all (`Type.Unknown()`: no keywords). */
const takes = (body: JsonSchema, key: string): JsonSchema | undefined => {
    const property = propertiesOf(body)[key];
    return property && Object.keys(property).length > 0 ? property : undefined;
};

const requires = (body: JsonSchema, key: string) =>
    Array.isArray(body.required) && body.required.includes(key);

const kindOf = (name: string, source: string, property: JsonSchema): FieldKind => {
    if (typeof property['x-reference'] === 'string') {
        return { type: 'reference', reference: property['x-reference'] };
    }
    if (Array.isArray(property.enum)) {
        return {
            type: 'select',
            choices: (property.enum as unknown[])
                .filter((value): value is string | number => value !== null)
                .map(value => ({
                    id: value,
                    name: `resources.${name}.choices.${source}.${String(value)}`,
                })),
        };
    }
    if (property.type === 'boolean') return { type: 'boolean' };
    if (property.type === 'integer' || property.type === 'number') return { type: 'number' };
    if (property.format === 'date-time') return { type: 'dateTime' };
    if (property.format === 'date') return { type: 'date' };
    return { type: 'text' };
};

/** Objects and lists have no generated input or column. */
const isShownAlone = (property: JsonSchema) =>
    property.type !== 'object' && property.type !== 'array';

/**
 * The fields, search, sort and related-name columns of the resource `name` (the key of its
 * messages) from its schemas; a declaration may still give any of them by hand after the spread.
 */
export const fieldsFromSchemas = <R = Record<string, unknown>>(
    name: string,
    schemas: SchemasJson,
    facts: SchemaFacts = {},
): DerivedDeclaration<R> => {
    const { record, create } = schemas;
    const update = schemas.update ?? create;
    const fields: FieldDeclaration<R>[] = [];
    const searchFields: string[] = [];
    const sortByName: { [source: string]: string } = {};
    for (const [source, declared] of Object.entries(propertiesOf(record))) {
        const property = nonNullOf(declared);
        if (source === facts.organizationInBody || !isShownAlone(property)) continue;
        const isId = source === 'id';
        // An id is a name of the record, not a quantity: shown as text (no digit grouping).
        const kind: FieldKind = isId ? { type: 'text' } : kindOf(name, source, property);
        const inCreate = isId ? undefined : takes(create, source);
        const inUpdate = isId ? undefined : takes(update, source);
        const body = inCreate ?? inUpdate;
        // A free text or a secret as the record or the body the form sends says.
        const said = [property, ...(body ? [nonNullOf(body)] : [])];
        const multiline =
            kind.type === 'text' && said.some(schema => checksOf(schema).includes('text'));
        const secret = said.some(schema => schema['x-secret'] === true);
        const list = isId
            ? false
            : typeof property['x-list'] === 'boolean'
              ? property['x-list']
              : !multiline && !secret;
        fields.push({
            ...kind,
            source: source as FieldPath<R>,
            ...(list ? {} : { list: false }),
            ...(inCreate ? {} : { create: false }),
            ...(inUpdate ? {} : { edit: 'readOnly' as const }),
            sortable: property['x-sortable'] === true,
            ...(property['x-filter'] === true ? { filter: true } : {}),
            ...(multiline ? { multiline } : {}),
            ...(secret ? { secret } : {}),
            ...(body
                ? {
                      schema: {
                          property: body,
                          // What the create requires stays required on the edit page: a PATCH
                          // body leaves it out when unchanged, never empties it.
                          required:
                              (requires(create, source) || requires(update, source)) &&
                              !acceptsNull(body),
                      },
                  }
                : {}),
        } as FieldDeclaration<R>);
        if (property['x-searchable'] === true) searchFields.push(source);
        if (property['x-sortByName'] === true && kind.type === 'reference') {
            sortByName[source] = kind.reference;
        }
    }
    const hasName = fields.some(field => field.source === 'name');
    return {
        ...(typeof record.title === 'string' ? { recordTitle: record.title } : {}),
        fields,
        ...(searchFields.length > 0 ? { searchFields: searchFields as FieldKey<R>[] } : {}),
        ...(hasName ? { sort: { field: 'name' as FieldKey<R>, order: 'ASC' as const } } : {}),
        ...(Object.keys(sortByName).length > 0
            ? { sortByName: sortByName as Partial<Record<FieldKey<R>, string>> }
            : {}),
    };
};
