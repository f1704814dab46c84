/**
 * The ids sample bodies give their references (tests/schemaSamples.ts `referenceOf`): the first
 * record of the referenced resource's table in the organization, as the API requires
 * (sandbox/api/references.ts), so that a new resource's references need no test of their own.
 */
import type { Database } from 'better-sqlite3';
import { tableNameOf } from '../../../sandbox/db/schemaTable.ts';

export const referencedIds =
    (db: Database, organizationId: number) =>
    (resource: string): number | undefined =>
        (
            db
                .prepare(
                    `SELECT id FROM ${tableNameOf(resource)} WHERE organizationId = ? ORDER BY id LIMIT 1`,
                )
                .get(organizationId) as { id: number } | undefined
        )?.id;
