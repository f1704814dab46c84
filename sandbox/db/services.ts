import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';

export const SERVICE_TYPES = ['SLS', 'STS', 'SVS', 'SES'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface Service {
    id: number;
    name: string;
    type: ServiceType;
    organizationId: number;
    isEnabled: boolean;
}

interface ServiceRow extends Omit<Service, 'isEnabled'> {
    isEnabled: number;
}

/** Fixed ids: demo users and device mappings refer to them (e.g. /services/101/USER). */
const SEED: Service[] = [
    { id: 101, name: 'Street lights Musterstadt', type: 'SLS', organizationId: 1, isEnabled: true },
    { id: 102, name: 'Valves Musterstadt', type: 'SVS', organizationId: 1, isEnabled: true },
    { id: 103, name: 'Air quality', type: 'SES', organizationId: 1, isEnabled: false },
    { id: 201, name: 'Traffic Lago Verde', type: 'STS', organizationId: 2, isEnabled: true },
];

export const servicesTable: TableModule = {
    name: 'services',
    schema: `
    CREATE TABLE services (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      isEnabled INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX services_organization ON services (organizationId);`,
    seed(db) {
        const insert = db.prepare(
            `INSERT INTO services (id, name, type, organizationId, isEnabled)
             VALUES (@id, @name, @type, @organizationId, @isEnabled)`,
        );
        for (const service of SEED)
            insert.run({ ...service, isEnabled: service.isEnabled ? 1 : 0 });
    },
};

const toService = (row: ServiceRow): Service => ({ ...row, isEnabled: row.isEnabled === 1 });

export function listServices(db: Database, organizationId: number): Service[] {
    const rows = db
        .prepare(
            'SELECT id, name, type, organizationId, isEnabled FROM services WHERE organizationId = ? ORDER BY id',
        )
        .all(organizationId) as ServiceRow[];
    return rows.map(toService);
}

export function findService(db: Database, organizationId: number, id: number): Service | undefined {
    const row = db
        .prepare(
            'SELECT id, name, type, organizationId, isEnabled FROM services WHERE id = ? AND organizationId = ?',
        )
        .get(id, organizationId) as ServiceRow | undefined;
    return row && toService(row);
}
