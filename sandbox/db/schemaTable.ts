/**
 * A declared collection's table, laid out by its record schema (decision 0068): one column per
 * property of the record, `id` its key, `organizationId` its organization; a boolean is stored as
 * 0/1, an object, an array or a mix of kinds as JSON text, the rest as it is. A collection that
 * has a table of its own already (services) is read through the same columns; a new one gets its
 * table from the schema and its seed records from declaredSeeds.ts.
 */
import type { Database } from 'better-sqlite3';
import type { TObject } from 'typebox';
import type { TableModule } from './table.ts';

/** A record of an organization's collection. */
export type StoredRecord = { id: number; organizationId: number } & Record<string, unknown>;

type Kind = 'integer' | 'number' | 'text' | 'boolean' | 'json';

interface SchemaPart {
    type?: unknown;
    anyOf?: SchemaPart[];
    enum?: unknown[];
}

/** How a property is stored, by its schema (a nullable one by its other member). */
function kindOf(schema: SchemaPart): Kind {
    if (Array.isArray(schema.anyOf)) {
        const kinds = new Set(schema.anyOf.filter(part => part.type !== 'null').map(kindOf));
        return kinds.size === 1 ? ([...kinds][0] as Kind) : 'json';
    }
    if (schema.type === 'boolean') return 'boolean';
    if (schema.type === 'integer') return 'integer';
    if (schema.type === 'number') return 'number';
    if (schema.type === 'string') return 'text';
    if (Array.isArray(schema.enum) && schema.enum.every(value => typeof value === 'string')) {
        return 'text';
    }
    return 'json';
}

const SQL_TYPES: Record<Kind, string> = {
    integer: 'INTEGER',
    number: 'REAL',
    text: 'TEXT',
    boolean: 'INTEGER',
    json: 'TEXT',
};

/** The collection's table name: its resource name in snake case (deviceGroups: device_groups). */
export const tableNameOf = (name: string) => name.replace(/[A-Z]/g, c => `_${c.toLowerCase()}`);

const columnsOf = (record: TObject): [string, Kind][] =>
    Object.entries(record.properties).map(([key, schema]) => [key, kindOf(schema as SchemaPart)]);

/**
 * CREATE TABLE for a new collection, from its record schema. Its columns take null: the schemas
 * of the bodies say what a record must have.
 */
export function createTableSql(table: string, record: TObject): string {
    const columns = columnsOf(record)
        .filter(([key]) => key !== 'id' && key !== 'organizationId')
        .map(([key, kind]) => `"${key}" ${SQL_TYPES[kind]}`);
    return `
    CREATE TABLE ${table} (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE${columns.map(column => `,\n      ${column}`).join('')}
    );
    CREATE INDEX ${table}_organization ON ${table} (organizationId);`;
}

/** The queries of a collection's table, by its record schema. */
export function schemaTable<R extends StoredRecord>(db: Database, table: string, record: TObject) {
    const columns = columnsOf(record);
    const names = columns.map(([key]) => `"${key}"`).join(', ');
    const fromRow = (row: Record<string, unknown>): R =>
        Object.fromEntries(
            columns.map(([key, kind]) => {
                const value = row[key];
                if (value === null || value === undefined) return [key, null];
                if (kind === 'boolean') return [key, value === 1];
                if (kind === 'json') return [key, JSON.parse(value as string)];
                return [key, value];
            }),
        ) as R;
    const toRow = (values: Partial<R>) =>
        Object.fromEntries(
            Object.entries(values)
                .filter(([key]) => columns.some(([column]) => column === key))
                .map(([key, value]) => {
                    const kind = columns.find(([column]) => column === key)?.[1];
                    if (value === undefined || value === null) return [key, null];
                    if (kind === 'boolean') return [key, value ? 1 : 0];
                    if (kind === 'json') return [key, JSON.stringify(value)];
                    return [key, value];
                }),
        );

    const find = (organizationId: number, id: number): R | undefined => {
        const row = db
            .prepare(`SELECT ${names} FROM ${table} WHERE id = ? AND organizationId = ?`)
            .get(id, organizationId) as Record<string, unknown> | undefined;
        return row && fromRow(row);
    };

    return {
        /** The organization's records, ordered by id. */
        list(organizationId: number): R[] {
            const rows = db
                .prepare(`SELECT ${names} FROM ${table} WHERE organizationId = ? ORDER BY id`)
                .all(organizationId) as Record<string, unknown>[];
            return rows.map(fromRow);
        },
        find,
        /**
         * Another record of the organization with these values (texts compared ignoring case, as
         * SQLite's NOCASE: ASCII letters), or undefined.
         */
        findSame(organizationId: number, values: Partial<R>, exceptId = 0): R | undefined {
            const keys = Object.keys(values);
            if (keys.length === 0) return undefined;
            const where = keys.map(key => `"${key}" = @${key} COLLATE NOCASE`).join(' AND ');
            const row = db
                .prepare(
                    `SELECT ${names} FROM ${table}
                     WHERE organizationId = @organizationId AND id != @exceptId AND ${where}`,
                )
                .get({ ...toRow(values), organizationId, exceptId }) as
                Record<string, unknown> | undefined;
            return row && fromRow(row);
        },
        /** Stores a new record (its id given, or the next); answers it as stored (with defaults). */
        insert(values: Partial<R> & { organizationId: number }): R {
            const row = toRow(values);
            const keys = Object.keys(row);
            const { lastInsertRowid } = db
                .prepare(
                    `INSERT INTO ${table} (${keys.map(key => `"${key}"`).join(', ')})
                     VALUES (${keys.map(key => `@${key}`).join(', ')})`,
                )
                .run(row);
            return find(values.organizationId, Number(lastInsertRowid)) as R;
        },
        /** Writes the record's values (all but its id and organization). */
        update(record: R): void {
            const row = toRow(record);
            const keys = Object.keys(row).filter(key => key !== 'id' && key !== 'organizationId');
            if (keys.length === 0) return;
            db.prepare(
                `UPDATE ${table} SET ${keys.map(key => `"${key}" = @${key}`).join(', ')}
                 WHERE id = @id`,
            ).run({ ...row, id: record.id });
        },
        remove(id: number): void {
            db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
        },
    };
}

export type SchemaTable<R extends StoredRecord> = ReturnType<typeof schemaTable<R>>;

/** The table of a new collection: created from its schema, seeded with its records. */
export function declaredTable(
    table: string,
    record: TObject,
    seed: readonly StoredRecord[],
): TableModule {
    return {
        name: table,
        schema: createTableSql(table, record),
        seed(db) {
            const records = schemaTable(db, table, record);
            for (const stored of seed) records.insert(stored);
        },
    };
}
