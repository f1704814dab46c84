import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';

/** A billing token lives 30 minutes unless the test control changes it. */
export const DEFAULT_BILLING_TOKEN_TTL = 30 * 60;

export interface BillingSettings {
    /** The HS256 secret billing tokens are signed with (new on every reseed). */
    secret: string;
    /** Seconds a new billing token is valid. */
    tokenTtl: number;
}

/** One row: the billing back end's signing secret and token lifetime. */
export const billingSettingsTable: TableModule = {
    name: 'billingSettings',
    schema: `
    CREATE TABLE billingSettings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      secret TEXT NOT NULL,
      tokenTtl INTEGER NOT NULL
    );`,
    seed(db) {
        db.prepare('INSERT INTO billingSettings (id, secret, tokenTtl) VALUES (1, ?, ?)').run(
            randomBytes(32).toString('base64url'),
            DEFAULT_BILLING_TOKEN_TTL,
        );
    },
};

export function billingSettings(db: Database): BillingSettings {
    const row = db.prepare('SELECT secret, tokenTtl FROM billingSettings WHERE id = 1').get() as
        BillingSettings | undefined;
    if (row) return row;
    billingSettingsTable.seed(db);
    return billingSettings(db);
}

/** Sets the lifetime of billing tokens issued from now on (existing tokens keep theirs). */
export function setBillingTokenTtl(db: Database, seconds: number): BillingSettings {
    billingSettings(db);
    db.prepare('UPDATE billingSettings SET tokenTtl = ? WHERE id = 1').run(seconds);
    return billingSettings(db);
}
