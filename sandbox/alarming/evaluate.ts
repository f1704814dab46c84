/**
 * Custom alarms on readings: every reading a device stores runs the custom alarms watching that
 * device, isolated (runScript), after the uplink was answered. A truthy result raises an ACTIVE
 * alarm unless one of that custom alarm is OPEN or ACTIVE; a falsy one moves that alarm to
 * INACTIVE. Runs of one custom alarm are queued, so quick readings never raise two alarms.
 */
import type { Database } from 'better-sqlite3';
import { insertAlarm, openAlarmOf, setAlarmState } from '../db/alarms.ts';
import { customAlarmsOfDevice, findCustomAlarm } from '../db/customAlarms.ts';
import type { Device } from '../db/devices.ts';
import { runScript, scriptFailureMessage } from '../scripts/runScript.ts';

/** The reading as a custom alarm's script sees it (the data-sharing sample uplink's shape). */
export interface ReadingMessage {
    deviceId: string;
    name: string;
    organizationId: number;
    integrationId: number;
    timestamp: number;
    details: Device['details'];
    tags: Device['tags'];
    data: unknown;
}

export const readingMessage = (
    device: Device,
    timestamp: number,
    data: unknown,
): ReadingMessage => ({
    deviceId: device.deviceId,
    name: device.name,
    organizationId: device.organizationId,
    integrationId: device.integrationId,
    timestamp,
    details: device.details,
    tags: device.tags,
    data,
});

/**
 * The script as it runs on a reading: the message defined before the user's code, parsed from
 * JSON text rather than written as an object literal, in which a `__proto__` key of the reading
 * would set the prototype instead of holding its value (JSON.parse keeps it as an ordinary key).
 */
export const scriptOnReading = (message: ReadingMessage, code: string) =>
    `const message = JSON.parse(${JSON.stringify(JSON.stringify(message))});\n${code}`;

/** Per database, per custom alarm: the end of its queue of evaluations. */
const queues = new WeakMap<Database, Map<number, Promise<void>>>();

function enqueue(db: Database, customAlarmId: number, task: () => Promise<void>): void {
    const queue = queues.get(db) ?? new Map<number, Promise<void>>();
    queues.set(db, queue);
    const tail = (queue.get(customAlarmId) ?? Promise.resolve())
        .then(task)
        .catch((error: unknown) =>
            console.error(`[alarming] custom alarm ${customAlarmId} could not be evaluated`, error),
        )
        .finally(() => {
            if (queue.get(customAlarmId) === tail) queue.delete(customAlarmId);
        });
    queue.set(customAlarmId, tail);
}

async function evaluate(db: Database, id: number, device: Device, message: ReadingMessage) {
    if (!db.open) return;
    const custom = findCustomAlarm(db, device.organizationId, id);
    if (!custom || custom.monitorId !== device.id) return; // removed or moved meanwhile
    const outcome = await runScript({ source: scriptOnReading(message, custom.code) });
    if (!db.open) return; // the sandbox stopped meanwhile
    if (!outcome.ok) {
        console.warn(
            `[alarming] custom alarm ${id} "${custom.title}" on device ${device.deviceId}: ${scriptFailureMessage(outcome)}`,
        );
        return;
    }
    const open = openAlarmOf(db, id);
    if (outcome.result) {
        if (open) return;
        insertAlarm(db, {
            timestamp: message.timestamp,
            type: custom.alarmType,
            title: custom.title,
            description: custom.description,
            state: 'ACTIVE',
            serviceId: device.mapping,
            organizationId: custom.organizationId,
            customAlarmId: id,
        });
    } else if (open) {
        setAlarmState(db, open.id, 'INACTIVE');
    }
}

/**
 * Called right after a reading is stored; returns at once (the evaluation runs later and only
 * logs its errors, so it never delays or fails the uplink).
 */
export function evaluateCustomAlarms(
    db: Database,
    device: Device,
    timestamp: number,
    data: unknown,
): void {
    try {
        const message = readingMessage(device, timestamp, data);
        for (const { id } of customAlarmsOfDevice(db, device.id)) {
            enqueue(db, id, () => evaluate(db, id, device, message));
        }
    } catch (error) {
        console.error(`[alarming] custom alarms of device ${device.deviceId} not evaluated`, error);
    }
}

/** Resolves when every evaluation queued so far has finished (tests, shutdown). */
export async function customAlarmsSettled(db: Database): Promise<void> {
    const queue = queues.get(db);
    while (queue && queue.size > 0) await Promise.all([...queue.values()]);
}
