import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';
import type { Organization } from '../../resources/organizations/types.ts';

export type { Organization };

export type OrganizationInput = Omit<Organization, 'id'>;

const SEED: OrganizationInput[] = [
    { name: 'Stadtwerke Musterstadt', billingId: 'SWM-1001' },
    { name: 'Comune di Lago Verde', billingId: 'CLV-2002' },
    { name: 'Gemeinde Bergdorf', billingId: 'GBD-3003' },
    { name: 'Wasserverband Talsee', billingId: 'WVT-4004' },
    { name: 'Ville de Beaulac', billingId: 'VDB-5005' },
    { name: 'Municipality of Northbridge', billingId: 'MON-6006' },
];

export const organizationsTable: TableModule = {
    name: 'organizations',
    schema: `
    CREATE TABLE organizations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      billingId TEXT
    );`,
    seed(db) {
        const insert = db.prepare(
            'INSERT INTO organizations (name, billingId) VALUES (@name, @billingId)',
        );
        for (const organization of SEED) insert.run(organization);
    },
};

export function findOrganization(db: Database, id: number): Organization | undefined {
    return db.prepare('SELECT id, name, billingId FROM organizations WHERE id = ?').get(id) as
        Organization | undefined;
}
