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

export function listOrganizations(db: Database): Organization[] {
    return db
        .prepare('SELECT id, name, billingId FROM organizations ORDER BY id')
        .all() as Organization[];
}

export function listOrganizationsByIds(db: Database, ids: number[]): Organization[] {
    if (ids.length === 0) return [];
    const placeholders = ids.map(() => '?').join(', ');
    return db
        .prepare(
            `SELECT id, name, billingId FROM organizations WHERE id IN (${placeholders}) ORDER BY id`,
        )
        .all(...ids) as Organization[];
}

export function findOrganization(db: Database, id: number): Organization | undefined {
    return db.prepare('SELECT id, name, billingId FROM organizations WHERE id = ?').get(id) as
        Organization | undefined;
}

/** Case-insensitive, as the name column is. */
export function findOrganizationByName(db: Database, name: string): Organization | undefined {
    return db.prepare('SELECT id, name, billingId FROM organizations WHERE name = ?').get(name) as
        Organization | undefined;
}

export function insertOrganization(db: Database, input: OrganizationInput): Organization {
    const { lastInsertRowid } = db
        .prepare('INSERT INTO organizations (name, billingId) VALUES (@name, @billingId)')
        .run(input);
    return { id: Number(lastInsertRowid), ...input };
}

export function updateOrganization(db: Database, organization: Organization): boolean {
    const { changes } = db
        .prepare('UPDATE organizations SET name = @name, billingId = @billingId WHERE id = @id')
        .run(organization);
    return changes > 0;
}

export function deleteOrganization(db: Database, id: number): boolean {
    return db.prepare('DELETE FROM organizations WHERE id = ?').run(id).changes > 0;
}
