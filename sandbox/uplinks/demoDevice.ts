/** The demo device "Weather station Marktplatz": a timer that stores a reading every interval. */
import type { Database } from 'better-sqlite3';
import { evaluateCustomAlarms } from '../alarming/evaluate.ts';
import { findDeviceByDeviceId } from '../db/devices.ts';
import { storeReading } from '../db/readings.ts';
import { DEMO_DEVICE_ID } from '../db/seedDevices.ts';
import { sampleReading } from '../providers/sampleReadings.ts';

/** Starts the timer (0 = off); returns the function that stops it. */
export function startDemoDevice(db: Database, intervalMs: number): () => void {
    if (intervalMs <= 0) return () => {};
    const timer = setInterval(() => {
        try {
            const device = findDeviceByDeviceId(db, DEMO_DEVICE_ID);
            if (!device) return; // removed by a user: it stays quiet until a reseed brings it back
            const time = Date.now();
            const reading = sampleReading(device.details, time);
            storeReading(db, device.id, time, JSON.stringify(reading));
            evaluateCustomAlarms(db, device, time, reading);
        } catch (error) {
            console.error('[demo device] could not store a reading', error);
        }
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
}
