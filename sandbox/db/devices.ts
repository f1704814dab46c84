import type { Database } from 'better-sqlite3';
import type { DeviceDetails } from '../providers/deviceTypes.ts';
import { SEED_DEVICES } from './seedDevices.ts';
import type { TableModule } from './table.ts';
import type { Device, DeviceTag } from '../../resources/devices/types.ts';

export type { Device, DeviceTag };

export const DEVICE_TAGS = [
    'external',
    'lighting',
    'valve',
    'light-segment',
    'environment',
    'traffic',
] as const satisfies readonly DeviceTag[];

export type DeviceInput = Omit<Device, 'id' | 'lastSeen'> & { lastSeen?: number | null };

export const devicesTable: TableModule = {
    name: 'devices',
    schema: `
    CREATE TABLE devices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      deviceId TEXT NOT NULL UNIQUE,
      integrationId INTEGER NOT NULL REFERENCES integrations(id),
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mapping INTEGER REFERENCES services(id) ON DELETE SET NULL,
      tags TEXT NOT NULL DEFAULT '[]',
      isTSD INTEGER NOT NULL DEFAULT 0,
      isEnabled INTEGER NOT NULL DEFAULT 0,
      lastSeen INTEGER,
      updateInterval INTEGER NOT NULL DEFAULT 0,
      location TEXT NOT NULL DEFAULT '',
      vendor TEXT NOT NULL,
      deviceType TEXT NOT NULL,
      firmware TEXT NOT NULL,
      generated INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX devices_organization ON devices (organizationId);
    CREATE INDEX devices_integration ON devices (integrationId);`,
    seed(db) {
        for (const device of SEED_DEVICES) insertDevice(db, device, device.id);
    },
};

/**
 * The API record built by SQLite itself: listing 100,000 devices then costs one query and no
 * per-row work in JavaScript.
 */
const RECORD_JSON = `json_object(
    'id', id, 'name', name, 'description', description, 'deviceId', deviceId,
    'integrationId', integrationId, 'organizationId', organizationId, 'mapping', mapping,
    'tags', json(tags), 'isTSD', json(iif(isTSD, 'true', 'false')),
    'isEnabled', json(iif(isEnabled, 'true', 'false')), 'lastSeen', lastSeen,
    'updateInterval', updateInterval, 'location', location,
    'details', json_object('vendor', vendor, 'deviceType', deviceType, 'firmware', firmware))`;

/**
 * The organization's devices as the bytes of a JSON array, ready to send. As a BLOB the 30 MB of
 * 100,000 devices skip decoding into a JavaScript string and encoding back.
 */
export function listDevicesJson(db: Database, organizationId: number): Buffer {
    return db
        .prepare(
            `SELECT CAST(json_group_array(${RECORD_JSON}) AS BLOB)
             FROM (SELECT * FROM devices WHERE organizationId = ? ORDER BY id)`,
        )
        .pluck()
        .get(organizationId) as Buffer;
}

function devicesWhere(db: Database, where: string, ...params: unknown[]): Device[] {
    const rows = db
        .prepare(`SELECT ${RECORD_JSON} FROM devices WHERE ${where} ORDER BY id`)
        .pluck()
        .all(...params) as string[];
    return rows.map(row => JSON.parse(row) as Device);
}

export function findDevice(db: Database, organizationId: number, id: number): Device | undefined {
    return devicesWhere(db, 'id = ? AND organizationId = ?', id, organizationId)[0];
}

export function findDevicesByIds(db: Database, organizationId: number, ids: number[]): Device[] {
    if (ids.length === 0) return [];
    return devicesWhere(
        db,
        `organizationId = ? AND id IN (SELECT value FROM json_each(?))`,
        organizationId,
        JSON.stringify(ids),
    );
}

/** deviceIds are unique across organizations: uplink addresses carry no organization. */
export function findDeviceByDeviceId(db: Database, deviceId: string): Device | undefined {
    return devicesWhere(db, 'deviceId = ?', deviceId)[0];
}

/** Which of these deviceIds are taken already (anywhere). */
export function takenDeviceIds(db: Database, deviceIds: string[]): Set<string> {
    if (deviceIds.length === 0) return new Set();
    const taken = db
        .prepare('SELECT deviceId FROM devices WHERE deviceId IN (SELECT value FROM json_each(?))')
        .pluck()
        .all(JSON.stringify(deviceIds)) as string[];
    return new Set(taken);
}

const INSERT = `INSERT INTO devices (id, name, description, deviceId, integrationId,
      organizationId, mapping, tags, isTSD, isEnabled, lastSeen, updateInterval, location,
      vendor, deviceType, firmware, generated)
    VALUES (@id, @name, @description, @deviceId, @integrationId, @organizationId, @mapping,
      @tags, @isTSD, @isEnabled, @lastSeen, @updateInterval, @location, @vendor, @deviceType,
      @firmware, @generated)`;

function columns(device: DeviceInput) {
    const { details, tags, isTSD, isEnabled, lastSeen, ...rest } = device;
    return {
        name: rest.name,
        description: rest.description,
        deviceId: rest.deviceId,
        integrationId: rest.integrationId,
        organizationId: rest.organizationId,
        mapping: rest.mapping,
        updateInterval: rest.updateInterval,
        location: rest.location,
        tags: JSON.stringify(tags),
        isTSD: isTSD ? 1 : 0,
        isEnabled: isEnabled ? 1 : 0,
        lastSeen: lastSeen ?? null,
        vendor: details.vendor,
        deviceType: details.deviceType,
        firmware: details.firmware,
    };
}

/** Inserts one device (with a fixed id for the seed) and returns its record. */
export function insertDevice(db: Database, device: DeviceInput, id?: number): Device {
    const { lastInsertRowid } = db
        .prepare(INSERT)
        .run({ ...columns(device), id: id ?? null, generated: 0 });
    return findDevice(db, device.organizationId, Number(lastInsertRowid)) as Device;
}

export function updateDevice(db: Database, device: Device): Device {
    db.prepare(
        `UPDATE devices SET name = @name, description = @description, deviceId = @deviceId,
           integrationId = @integrationId, mapping = @mapping, tags = @tags, isTSD = @isTSD,
           updateInterval = @updateInterval, location = @location, vendor = @vendor,
           deviceType = @deviceType, firmware = @firmware
         WHERE id = @id`,
    ).run({ ...columns(device), id: device.id });
    return findDevice(db, device.organizationId, device.id) as Device;
}

export function setDevicesEnabled(db: Database, ids: number[], enabled: boolean): void {
    db.prepare('UPDATE devices SET isEnabled = ? WHERE id IN (SELECT value FROM json_each(?))').run(
        enabled ? 1 : 0,
        JSON.stringify(ids),
    );
}

export function setLastSeen(db: Database, id: number, time: number): void {
    db.prepare('UPDATE devices SET lastSeen = ? WHERE id = ?').run(time, id);
}

export function deleteDevice(db: Database, organizationId: number, id: number): boolean {
    return (
        db
            .prepare('DELETE FROM devices WHERE id = ? AND organizationId = ?')
            .run(id, organizationId).changes > 0
    );
}

/** Enabled devices of the organization carrying a tag (they hold a licence). */
export function countEnabledWithTag(db: Database, organizationId: number, tag: string): number {
    return db
        .prepare(
            `SELECT count(*) FROM devices, json_each(devices.tags)
             WHERE organizationId = ? AND isEnabled = 1 AND json_each.value = ?`,
        )
        .pluck()
        .get(organizationId, tag) as number;
}

export interface BulkOptions {
    organizationId: number;
    integrationId: number;
    count: number;
    types: DeviceDetails[];
}

/**
 * Test control: inserts `count` generated devices with one prepared statement in one
 * transaction. They are disabled when they carry a licensed tag, so licence checks stay as seeded.
 */
export function insertGeneratedDevices(db: Database, options: BulkOptions): number {
    const { organizationId, integrationId, count, types } = options;
    const insert = db.prepare(INSERT);
    const batch = Date.now().toString(36).toUpperCase();
    const pad = String(count).length;
    db.transaction(() => {
        for (let i = 0; i < count; i += 1) {
            const tag = DEVICE_TAGS[i % DEVICE_TAGS.length] as DeviceTag;
            const details = types[i % types.length] as DeviceDetails;
            const number = String(i + 1).padStart(pad, '0');
            insert.run({
                id: null,
                name: `Generated device ${number}`,
                description: 'Generated for load tests',
                deviceId: `GEN-${organizationId}-${batch}-${number}`,
                integrationId,
                organizationId,
                mapping: null,
                tags: JSON.stringify([tag]),
                isTSD: 0,
                isEnabled: tag !== 'lighting' && tag !== 'light-segment' && i % 2 === 0 ? 1 : 0,
                lastSeen: null,
                updateInterval: 0,
                location: `Test field ${(i % 100) + 1}`,
                vendor: details.vendor,
                deviceType: details.deviceType,
                firmware: details.firmware,
                generated: 1,
            });
        }
    })();
    return count;
}

/** Test control: removes the generated devices (of one organization, or all). */
export function deleteGeneratedDevices(db: Database, organizationId?: number): number {
    if (organizationId === undefined) {
        return db.prepare('DELETE FROM devices WHERE generated = 1').run().changes;
    }
    return db
        .prepare('DELETE FROM devices WHERE generated = 1 AND organizationId = ?')
        .run(organizationId).changes;
}
