/**
 * `import schemas from './schema.ts?json-schema'`: the schema module's `schemas` export as
 * JSON, built in Node (scripts/schemaJson.ts, decision 0069), so no TypeBox code comes with it.
 * The shape of SchemasJson (src/crud/collection.ts), written out: an ambient module cannot
 * import a relative one.
 */
declare module '*?json-schema' {
    type JsonSchema = { readonly [keyword: string]: unknown };
    const schemas: { record: JsonSchema; create: JsonSchema; update?: JsonSchema };
    export default schemas;
}
