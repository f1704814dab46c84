import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';

/** Licence type ids: lighting, (service-side lighting keys), light-segment. */
export const LICENCE_TYPES = ['1386962', '1386964', '1386966', '1386968'] as const;

/** Which licence type a device tag needs; tags not listed have no licences (0 available). */
export const LICENCE_TYPE_OF_TAG: Record<string, string> = {
    lighting: '1386962',
    'light-segment': '1386964',
};

/** Which licence types a service of each type counts; types not listed have none (0). */
export const LICENCE_TYPES_OF_SERVICE_TYPE: Record<string, readonly string[]> = {
    SLS: ['1386962', '1386968', '1386966'],
};

const SEED: Record<number, Record<string, number>> = {
    1: { '1386962': 3, '1386964': 2, '1386966': 0, '1386968': 1 },
    2: { '1386962': 1, '1386964': 0, '1386966': 0, '1386968': 0 },
};

export const licencesTable: TableModule = {
    name: 'licences',
    schema: `
    CREATE TABLE licences (
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      licenceType TEXT NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (organizationId, licenceType)
    );`,
    seed(db) {
        for (const [organizationId, licences] of Object.entries(SEED)) {
            setLicences(db, Number(organizationId), licences);
        }
    },
};

/** Available licences by type id; every known type is present (0 when none). */
export function licencesOf(db: Database, organizationId: number): Record<string, number> {
    const result: Record<string, number> = Object.fromEntries(LICENCE_TYPES.map(t => [t, 0]));
    const rows = db
        .prepare(
            'SELECT licenceType, count FROM licences WHERE organizationId = ? ORDER BY licenceType',
        )
        .all(organizationId) as { licenceType: string; count: number }[];
    for (const row of rows) result[row.licenceType] = row.count;
    return result;
}

export function setLicences(
    db: Database,
    organizationId: number,
    licences: Record<string, number>,
): void {
    const upsert = db.prepare(
        `INSERT INTO licences (organizationId, licenceType, count) VALUES (?, ?, ?)
         ON CONFLICT (organizationId, licenceType) DO UPDATE SET count = excluded.count`,
    );
    db.transaction(() => {
        for (const [type, count] of Object.entries(licences))
            upsert.run(organizationId, type, count);
    })();
}

/** Adds licences of one type (a booking); the type is created when the organization had none. */
export function addLicences(
    db: Database,
    organizationId: number,
    licenceType: string,
    count: number,
): void {
    const current = licencesOf(db, organizationId)[licenceType] ?? 0;
    setLicences(db, organizationId, { [licenceType]: current + count });
}
