import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { alarmsTable } from './alarms.ts';
import { billingAccountsTable } from './billingAccounts.ts';
import { billingPackagesTable } from './billingPackages.ts';
import { billingSettingsTable } from './billingSettings.ts';
import { billingSubscriptionsTable } from './billingSubscriptions.ts';
import { customAlarmsTable } from './customAlarms.ts';
import { dataSharingsTable } from './dataSharings.ts';
import { deviceGroupsTable } from './deviceGroups.ts';
import { devicesTable } from './devices.ts';
import { downlinksTable } from './downlinks.ts';
import { integrationsTable } from './integrations.ts';
import { licencesTable } from './licences.ts';
import { organizationsTable } from './organizations.ts';
import { readingsTable } from './readings.ts';
import { responsiblesTable } from './responsibles.ts';
import { servicesTable } from './services.ts';
import { collections } from '../../resources/collections.ts';
import { DECLARED_SEEDS } from './declaredSeeds.ts';
import { declaredTable, tableNameOf } from './schemaTable.ts';
import type { TableModule } from './table.ts';
import { usersTable } from './users.ts';

/** The tables of their own, in dependency order (a table may reference the ones before it). */
const OWN_TABLES: TableModule[] = [
    organizationsTable,
    usersTable,
    servicesTable,
    integrationsTable,
    devicesTable,
    readingsTable,
    deviceGroupsTable,
    downlinksTable,
    dataSharingsTable,
    licencesTable,
    customAlarmsTable,
    alarmsTable,
    responsiblesTable,
    billingSettingsTable,
    billingAccountsTable,
    billingPackagesTable,
    billingSubscriptionsTable,
];

/**
 * The tables of the declared collections without one of their own (decision 0068): made from
 * the record schema, seeded with their records in declaredSeeds.ts. They refer to organizations
 * only, so they come last.
 */
const DECLARED_TABLES: TableModule[] = collections
    .filter(({ name }) => !OWN_TABLES.some(table => table.name === tableNameOf(name)))
    .map(({ name, schemas }) =>
        declaredTable(tableNameOf(name), schemas.record, DECLARED_SEEDS[name] ?? []),
    );

/** Every table, in dependency order. */
const TABLES: TableModule[] = [...OWN_TABLES, ...DECLARED_TABLES];

export const DATABASE_FILE = 'sandbox.db';

function tableExists(db: Database, name: string): boolean {
    return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}

/**
 * Opens (creating if needed) the product database in the data folder. A table that does not
 * exist yet is created and seeded, so a new table module also reaches an existing data folder.
 */
export function openDatabase(dataDir: string): Database {
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new Sqlite(path.join(dataDir, DATABASE_FILE));
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.transaction(() => {
        const fresh = !tableExists(db, TABLES[0]!.name);
        for (const table of TABLES) {
            if (tableExists(db, table.name)) {
                table.migrate?.(db);
                continue;
            }
            db.exec(table.schema);
            if (fresh) {
                table.seed(db);
                continue;
            }
            // An older data folder: its data may no longer match the seed (e.g. a removed
            // organization). The table then starts empty rather than stopping the start.
            try {
                db.transaction(() => table.seed(db))();
            } catch (error) {
                console.warn(
                    `[db] table ${table.name} added empty: its demo data does not fit this data folder (${(error as Error).message}); --reset reseeds everything`,
                );
            }
        }
    })();
    return db;
}

/** Empties every table and puts the demo data back (ids start at 1 again). */
export function reseedDatabase(db: Database): void {
    db.transaction(() => {
        for (const table of [...TABLES].reverse()) db.prepare(`DELETE FROM ${table.name}`).run();
        if (tableExists(db, 'sqlite_sequence')) db.prepare('DELETE FROM sqlite_sequence').run();
        for (const table of TABLES) table.seed(db);
    })();
}

/** Deletes a SQLite file with its journal files. */
export function removeDatabaseFile(file: string): void {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(file + suffix, { force: true });
}
