import type { Database } from 'better-sqlite3';

/**
 * One table of the sandbox database: its schema and its demo data.
 * Add a table by writing a module like organizations.ts and listing it in db/index.ts.
 */
export interface TableModule {
    /** Table name, also used to find out whether the table exists yet. */
    name: string;
    /** CREATE TABLE (and index) statements. */
    schema: string;
    /** Inserts the demo rows into the empty table. */
    seed(db: Database): void;
    /** Brings the table of an older data folder up to date (e.g. a new column), if needed. */
    migrate?(db: Database): void;
}

/**
 * Moves a table's `infoList` column of older data folders into the JSON column that holds the
 * whole record part now (`{ "infoList": ... }`), since the collection is served by declaration
 * (decision 0068). Nothing to do where the column is gone.
 */
export const moveInfoListInto = (db: Database, table: string, column: string): void => {
    const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck();
    if (!(columns.all() as string[]).includes('infoList')) return;
    db.exec(`
      ALTER TABLE ${table} ADD COLUMN ${column} TEXT NOT NULL DEFAULT '{"infoList":{}}';
      UPDATE ${table} SET ${column} = json_object('infoList', json(infoList));
      ALTER TABLE ${table} DROP COLUMN infoList;`);
};
