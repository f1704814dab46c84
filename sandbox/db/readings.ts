import type { Database } from 'better-sqlite3';
import { sampleReading } from '../providers/sampleReadings.ts';
import { SEED_DEVICES, type SeedReadings } from './seedDevices.ts';
import type { TableModule } from './table.ts';

/** One uplink of a device, as it arrived: its time and its JSON text. */
export interface Reading {
    timestamp: number;
    value: string;
}

const HOUR = 3_600_000;
const SEED_TIMES: Record<SeedReadings, (now: number) => number[]> = {
    // one per hour over the last 3 days, the newest one at the last full hour
    hourly: now => {
        const last = Math.floor(now / HOUR) * HOUR;
        return Array.from({ length: 72 }, (_, i) => last - (71 - i) * HOUR);
    },
    // six over the last hour and a half
    recent: now => Array.from({ length: 6 }, (_, i) => now - (6 - i) * 15 * 60_000),
    none: () => [],
};

export const readingsTable: TableModule = {
    name: 'readings',
    schema: `
    CREATE TABLE readings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      deviceRef INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      timestamp INTEGER NOT NULL,
      value TEXT NOT NULL
    );
    CREATE INDEX readings_device_time ON readings (deviceRef, timestamp);`,
    seed(db) {
        const now = Date.now();
        // Only for seeded devices that exist (the table may be added to an older data folder).
        const insert = db.prepare(
            `INSERT INTO readings (deviceRef, timestamp, value)
             SELECT @device, @time, @value WHERE EXISTS (SELECT 1 FROM devices WHERE id = @device)`,
        );
        for (const device of SEED_DEVICES) {
            for (const time of SEED_TIMES[device.readings](now)) {
                const value = JSON.stringify(sampleReading(device.details, time));
                insert.run({ device: device.id, time, value });
            }
        }
        db.prepare(
            `UPDATE devices SET lastSeen =
               (SELECT max(timestamp) FROM readings WHERE deviceRef = devices.id)
             WHERE EXISTS (SELECT 1 FROM readings WHERE deviceRef = devices.id)`,
        ).run();
    },
};

/** Stores an uplink and moves the device's lastSeen. */
export function storeReading(db: Database, deviceRef: number, time: number, value: string): void {
    db.transaction(() => {
        db.prepare('INSERT INTO readings (deviceRef, timestamp, value) VALUES (?, ?, ?)').run(
            deviceRef,
            time,
            value,
        );
        db.prepare('UPDATE devices SET lastSeen = max(coalesce(lastSeen, 0), ?) WHERE id = ?').run(
            time,
            deviceRef,
        );
    })();
}

/** The newest readings first. */
export function latestReadings(db: Database, deviceRef: number, limit: number): Reading[] {
    return db
        .prepare(
            `SELECT timestamp, value FROM readings WHERE deviceRef = ?
             ORDER BY timestamp DESC, id DESC LIMIT ?`,
        )
        .all(deviceRef, limit) as Reading[];
}

/** Readings in [start, end), oldest first. */
export function readingsBetween(
    db: Database,
    deviceRef: number,
    start: number,
    end: number,
): Reading[] {
    return db
        .prepare(
            `SELECT timestamp, value FROM readings
             WHERE deviceRef = ? AND timestamp >= ? AND timestamp < ?
             ORDER BY timestamp, id`,
        )
        .all(deviceRef, start, end) as Reading[];
}

/**
 * Replaces a device's readings with one per hour over the last `hours` hours, the newest at the
 * last full hour, as the seed's hourly devices have (the benchmark's month of readings).
 */
export function seedHourlyReadings(
    db: Database,
    device: { id: number; details: Parameters<typeof sampleReading>[0] },
    hours: number,
    now = Date.now(),
): number {
    const last = Math.floor(now / HOUR) * HOUR;
    db.transaction(() => {
        db.prepare('DELETE FROM readings WHERE deviceRef = ?').run(device.id);
        const insert = db.prepare(
            'INSERT INTO readings (deviceRef, timestamp, value) VALUES (?, ?, ?)',
        );
        for (let i = hours - 1; i >= 0; i--) {
            const time = last - i * HOUR;
            insert.run(device.id, time, JSON.stringify(sampleReading(device.details, time)));
        }
        db.prepare('UPDATE devices SET lastSeen = ? WHERE id = ?').run(last, device.id);
    })();
    return hours;
}
