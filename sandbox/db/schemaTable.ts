/**
 * A declared collection's table, laid out by its record schema (decision 0068): one column per
 * property of the record, `id` its key, `organizationId` its organization (a record without one,
 * an organization, belongs to none: its queries take `null`); a boolean is stored as
 * 0/1, an object, an array or a mix of kinds as JSON text, the rest as it is. A collection that
 * has a table of its own already (services) is read through the same columns; a new one gets its
 * table from the schema and its seed records from declaredSeeds.ts.
 */
import type { Database } from 'better-sqlite3';
import type { TObject } from 'typebox';
import type { TableModule } from './table.ts';

/** A record of a collection: of an organization's, or (without organizationId) of none. */
export type StoredRecord = { id: number; organizationId?: number } & Record<string, unknown>;

/** The organization whose records a query reads or writes; null in a table of no organization. */
export type Owner = number | null;

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

/**
 * The collection's table name: its resource name in snake case, in the plural (deviceGroups:
 * device_groups, dataSharing: data_sharings).
 */
export const tableNameOf = (name: string) =>
    name.replace(/[A-Z]/g, c => `_${c.toLowerCase()}`).replace(/([^s])$/, '$1s');

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

/**
 * The queries of a collection's table, by its record schema. A table of an organization's records
 * has its `organizationId` column whether or not the record shows it (data sharings do not); a
 * table without one (organizations) holds records of no organization.
 */
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

    /** Whether the table holds an organization's records (read when first asked). */
    let ofOrganizations: boolean | undefined;
    const scoped = () =>
        (ofOrganizations ??= (
            db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]
        ).includes('organizationId'));
    /** The condition on the owner: none in a table of no organization (whose owner is null). */
    const ofOwner = (owner: Owner) => {
        if (scoped() !== (owner !== null)) {
            throw new Error(
                `${table}: ${scoped() ? 'an organization' : 'no organization'} expected`,
            );
        }
        return owner !== null ? 'organizationId = @owner' : '@owner IS NULL';
    };

    const find = (owner: Owner, id: number): R | undefined => {
        const row = db
            .prepare(`SELECT ${names} FROM ${table} WHERE id = @id AND ${ofOwner(owner)}`)
            .get({ id, owner }) as Record<string, unknown> | undefined;
        return row && fromRow(row);
    };

    return {
        /** The owner's records, ordered by id. */
        list(owner: Owner): R[] {
            const rows = db
                .prepare(`SELECT ${names} FROM ${table} WHERE ${ofOwner(owner)} ORDER BY id`)
                .all({ owner }) as Record<string, unknown>[];
            return rows.map(fromRow);
        },
        find,
        /** Every record, of whichever organization, ordered by id. */
        all(): R[] {
            const rows = db.prepare(`SELECT ${names} FROM ${table} ORDER BY id`).all() as Record<
                string,
                unknown
            >[];
            return rows.map(fromRow);
        },
        /** A record by its id alone, of whichever organization. */
        byId(id: number): R | undefined {
            const row = db.prepare(`SELECT ${names} FROM ${table} WHERE id = ?`).get(id) as
                Record<string, unknown> | undefined;
            return row && fromRow(row);
        },
        /**
         * Another record of the owner with these values (texts compared ignoring case, as
         * SQLite's NOCASE: ASCII letters), or undefined.
         */
        findSame(owner: Owner, values: Partial<R>, exceptId = 0): R | undefined {
            const keys = Object.keys(values);
            if (keys.length === 0) return undefined;
            const where = keys.map(key => `"${key}" = @${key} COLLATE NOCASE`).join(' AND ');
            const row = db
                .prepare(
                    `SELECT ${names} FROM ${table}
                     WHERE ${ofOwner(owner)} AND id != @exceptId AND ${where}`,
                )
                .get({ ...toRow(values), owner, exceptId }) as Record<string, unknown> | undefined;
            return row && fromRow(row);
        },
        /**
         * Stores a new record of the owner (its id given, or the next); answers it as stored (with
         * defaults).
         */
        insert(owner: Owner, values: Partial<R>): R {
            ofOwner(owner);
            const row = { ...toRow(values), ...(owner !== null ? { organizationId: owner } : {}) };
            const keys = Object.keys(row);
            const { lastInsertRowid } = db
                .prepare(
                    `INSERT INTO ${table} (${keys.map(key => `"${key}"`).join(', ')})
                     VALUES (${keys.map(key => `@${key}`).join(', ')})`,
                )
                .run(row);
            return find(owner, Number(lastInsertRowid)) as R;
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
            for (const stored of seed) records.insert(stored.organizationId ?? null, stored);
        },
    };
}
