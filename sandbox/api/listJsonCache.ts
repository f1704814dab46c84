/**
 * A list of an organization (devices, alarms) as sent last time, kept until the database
 * changes: a console reloading a list of 100,000 devices gets the same 35 MB again without
 * rebuilding them, and the same Buffer, whose compressed forms the compression keeps
 * (sandbox/app/compression.ts). SQLite's total_changes() counts every row this connection (the
 * only one) wrote, so any write, by any route, a test control or a reseed, makes the next
 * request rebuild the list.
 */
import type { Database } from 'better-sqlite3';
import { listAlarmsJson } from '../db/alarms.ts';
import { listDevicesJson } from '../db/devices.ts';

interface Entry {
    changes: number;
    json: Buffer;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

const cachedListJson = (
    db: Database,
    list: string,
    organizationId: number,
    build: (db: Database, organizationId: number) => Buffer,
): Buffer => {
    const changes = db.prepare('SELECT total_changes()').pluck().get() as number;
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const key = `${list} ${organizationId}`;
    const entry = cache.get(key);
    if (entry && entry.changes === changes) return entry.json;
    const json = build(db, organizationId);
    cache.set(key, { changes, json });
    return json;
};

export const deviceListJson = (db: Database, organizationId: number): Buffer =>
    cachedListJson(db, 'devices', organizationId, listDevicesJson);

export const alarmListJson = (db: Database, organizationId: number): Buffer =>
    cachedListJson(db, 'alarms', organizationId, listAlarmsJson);
