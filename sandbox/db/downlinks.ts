import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';

export type DownlinkKind = 'SEND' | 'COMMAND';

/** A message queued for a device or a device group (custom message or defined command). */
export interface Downlink {
    id: number;
    organizationId: number;
    deviceRef: number | null;
    groupRef: number | null;
    kind: DownlinkKind;
    payload: unknown;
    status: 'QUEUED';
    createdAt: number;
}

interface DownlinkRow extends Omit<Downlink, 'payload'> {
    payload: string;
}

export const downlinksTable: TableModule = {
    name: 'downlinks',
    schema: `
    CREATE TABLE downlinks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      deviceRef INTEGER REFERENCES devices(id) ON DELETE CASCADE,
      groupRef INTEGER REFERENCES device_groups(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'QUEUED',
      createdAt INTEGER NOT NULL
    );
    CREATE INDEX downlinks_device ON downlinks (deviceRef);
    CREATE INDEX downlinks_group ON downlinks (groupRef);`,
    seed() {},
};

export function queueDownlink(
    db: Database,
    target: { organizationId: number; deviceRef?: number; groupRef?: number },
    kind: DownlinkKind,
    payload: unknown,
): { id: number; status: 'QUEUED' } {
    const { lastInsertRowid } = db
        .prepare(
            `INSERT INTO downlinks (organizationId, deviceRef, groupRef, kind, payload, createdAt)
             VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
            target.organizationId,
            target.deviceRef ?? null,
            target.groupRef ?? null,
            kind,
            JSON.stringify(payload),
            Date.now(),
        );
    return { id: Number(lastInsertRowid), status: 'QUEUED' };
}

export interface DownlinkFilter {
    organizationId?: number;
    deviceRef?: number;
    groupRef?: number;
}

/** Test control: the queued downlinks, newest first. */
export function listDownlinks(db: Database, filter: DownlinkFilter = {}): Downlink[] {
    const rows = db
        .prepare(
            `SELECT * FROM downlinks
             WHERE (@organizationId IS NULL OR organizationId = @organizationId)
               AND (@deviceRef IS NULL OR deviceRef = @deviceRef)
               AND (@groupRef IS NULL OR groupRef = @groupRef)
             ORDER BY id DESC`,
        )
        .all({
            organizationId: filter.organizationId ?? null,
            deviceRef: filter.deviceRef ?? null,
            groupRef: filter.groupRef ?? null,
        }) as DownlinkRow[];
    return rows.map(row => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}
