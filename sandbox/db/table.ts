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
