import type { Database } from 'better-sqlite3';
import type { DeviceDetails } from '../providers/deviceTypes.ts';
import { moveInfoListInto, type TableModule } from './table.ts';
import type { DeviceGroup } from '../../resources/deviceGroups/types.ts';

export type { DeviceGroup };

export type GroupInfoList = Record<string, string>;

interface GroupRow {
    id: number;
    name: string;
    integrationId: number;
    organizationId: number;
    mapping: number | null;
    details: string;
    groupDetails: string;
}

const SEED: DeviceGroup[] = [
    {
        id: 1,
        name: 'Streetlights Bahnhofstraße',
        integrationId: 1,
        organizationId: 1,
        mapping: 101,
        details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
        groupDetails: {
            infoList: {
                nwAdr: '01A2B3C4',
                nwSKey: '2B7E151628AED2A6ABF7158809CF4F3C',
                appSKey: '8E73B0F7DA0E6452C810F32B809079E5',
            },
        },
    },
    {
        id: 2,
        name: 'Light segments Seepromenade',
        integrationId: 4,
        organizationId: 1,
        mapping: 101,
        details: { vendor: 'Flashnet', deviceType: 'inteliLIGHT FRE-220-L', firmware: '2.4' },
        groupDetails: {
            infoList: {
                nwAdr: '0F1E2D3C',
                nwSKey: '603DEB1015CA71BE2B73AEF0857D7781',
                appSKey: '1F352C073B6108D72D9810A30914DFF4',
                mcDevEUI: '70B3D57ED00F0001',
                connectivityPlanId: 'swisscom-cs/cp-multicast',
                routingProfileId: 'swm-multicast-01',
                tag: 'seepromenade',
            },
        },
    },
];

export const deviceGroupsTable: TableModule = {
    name: 'device_groups',
    schema: `
    CREATE TABLE device_groups (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL COLLATE NOCASE,
      integrationId INTEGER NOT NULL REFERENCES integrations(id),
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mapping INTEGER REFERENCES services(id) ON DELETE SET NULL,
      details TEXT NOT NULL,
      groupDetails TEXT NOT NULL,
      UNIQUE (organizationId, name)
    );`,
    seed(db) {
        for (const group of SEED) insertDeviceGroup(db, group, group.id);
    },
    migrate(db) {
        // Older data folders: the multicast part was stored as its infoList alone, now as the record's groupDetails.
        moveInfoListInto(db, 'device_groups', 'groupDetails');
    },
};

const toGroup = ({ details, groupDetails, ...row }: GroupRow): DeviceGroup => ({
    ...row,
    details: JSON.parse(details) as DeviceDetails,
    groupDetails: JSON.parse(groupDetails) as DeviceGroup['groupDetails'],
});

const COLUMNS = 'id, name, integrationId, organizationId, mapping, details, groupDetails';

export function listDeviceGroups(db: Database, organizationId: number): DeviceGroup[] {
    const rows = db
        .prepare(`SELECT ${COLUMNS} FROM device_groups WHERE organizationId = ? ORDER BY id`)
        .all(organizationId) as GroupRow[];
    return rows.map(toGroup);
}

export function findDeviceGroup(
    db: Database,
    organizationId: number,
    id: number,
): DeviceGroup | undefined {
    const row = db
        .prepare(`SELECT ${COLUMNS} FROM device_groups WHERE id = ? AND organizationId = ?`)
        .get(id, organizationId) as GroupRow | undefined;
    return row && toGroup(row);
}

const columns = (group: Omit<DeviceGroup, 'id'>) => ({
    name: group.name,
    integrationId: group.integrationId,
    organizationId: group.organizationId,
    mapping: group.mapping,
    details: JSON.stringify(group.details),
    groupDetails: JSON.stringify(group.groupDetails),
});

function insertDeviceGroup(db: Database, group: Omit<DeviceGroup, 'id'>, id?: number): DeviceGroup {
    const { lastInsertRowid } = db
        .prepare(
            `INSERT INTO device_groups (id, name, integrationId, organizationId, mapping, details, groupDetails)
             VALUES (@id, @name, @integrationId, @organizationId, @mapping, @details, @groupDetails)`,
        )
        .run({ ...columns(group), id: id ?? null });
    return { ...group, id: Number(lastInsertRowid) };
}
