import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';
import type { ServiceType, Service } from '../../resources/services/types.ts';

export type { ServiceType, Service };

export const SERVICE_TYPES = ['SLS', 'STS', 'SVS', 'SES'] as const satisfies readonly ServiceType[];
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

export function setServiceEnabled(db: Database, id: number, enabled: boolean): void {
    db.prepare('UPDATE services SET isEnabled = ? WHERE id = ?').run(enabled ? 1 : 0, id);
}

/**
 * What a service's removal takes along (the service is served by declaration,
 * sandbox/api/declaredCollection.ts): the responsibles' plans for it go; its alarms stay, as the
 * organization's (serviceId null, by the alarms' foreign key).
 */
export function dropServicePlans(db: Database, id: number): void {
    db.prepare(
        `UPDATE responsibles SET plans = (
           SELECT json_group_array(json(value)) FROM json_each(responsibles.plans)
           WHERE json_extract(value, '$.id') IS NOT ?)
         WHERE EXISTS (SELECT 1 FROM json_each(responsibles.plans)
                       WHERE json_extract(value, '$.id') = ?)`,
    ).run(id, id);
}

/** The organization's activated services of one type. */
export function countEnabledServicesOfType(
    db: Database,
    organizationId: number,
    type: ServiceType,
): number {
    const row = db
        .prepare(
            'SELECT count(*) AS count FROM services WHERE organizationId = ? AND type = ? AND isEnabled = 1',
        )
        .get(organizationId, type) as { count: number };
    return row.count;
}

/** How many devices and device groups map to a service (it cannot be removed while used). */
export function serviceUsage(db: Database, id: number): { devices: number; groups: number } {
    return db
        .prepare(
            `SELECT (SELECT count(*) FROM devices WHERE mapping = @id) AS devices,
                    (SELECT count(*) FROM device_groups WHERE mapping = @id) AS groups`,
        )
        .get({ id }) as { devices: number; groups: number };
}
