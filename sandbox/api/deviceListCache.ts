/**
 * The device list of an organization as sent last time, kept until the database changes: a
 * console reloading a list of 100,000 devices gets the same 35 MB again without rebuilding them.
 * SQLite's total_changes() counts every row this connection (the only one) wrote, so any write,
 * by any route, a test control or a reseed, makes the next request rebuild the list.
 */
import type { Database } from 'better-sqlite3';
import { listDevicesJson } from '../db/devices.ts';

interface Entry {
    changes: number;
    json: Buffer;
}

const caches = new WeakMap<Database, Map<number, Entry>>();

export function deviceListJson(db: Database, organizationId: number): Buffer {
    const changes = db.prepare('SELECT total_changes()').pluck().get() as number;
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const entry = cache.get(organizationId);
    if (entry && entry.changes === changes) return entry.json;
    const json = listDevicesJson(db, organizationId);
    cache.set(organizationId, { changes, json });
    return json;
}
