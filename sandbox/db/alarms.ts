import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';
import type { AlarmType, AlarmState, Alarm } from '../../resources/alarms/types.ts';

export type { AlarmType, AlarmState, Alarm };

/** Every type an alarm can have: FAILURE and the shared list (ERROR, WARNING, INFO). */
export const ALARM_TYPES = [
    'FAILURE',
    'ERROR',
    'WARNING',
    'INFO',
] as const satisfies readonly AlarmType[];
export const ALARM_STATES = [
    'OPEN',
    'ACTIVE',
    'INACTIVE',
    'ACKNOWLEDGED',
    'RESOLVED',
] as const satisfies readonly AlarmState[];
export type AlarmInput = Omit<Alarm, 'id'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Demo alarms: [organization, age (ms before the seed), type, title, description, state,
 * service, custom alarm]. Ids follow this order (1, 2, ...), oldest first.
 */
type SeedAlarm = [
    number,
    number,
    AlarmType,
    string,
    string,
    AlarmState,
    number | null,
    number | null,
];
// prettier-ignore
export const SEED_ALARMS: SeedAlarm[] = [
    [1, 29 * DAY + 3 * HOUR, 'FAILURE', 'Lamp failure Bahnhofstraße 3', 'Streetlight Bahnhofstraße 3 reports a lamp failure', 'RESOLVED', 101, null],
    [1, 27 * DAY + 5 * HOUR, 'WARNING', 'Pressure low Wasserturm', 'Pressure sensor Wasserturm measured 3.2 bar (below 3.5 bar)', 'ACKNOWLEDGED', 102, null],
    [1, 25 * DAY + 2 * HOUR, 'INFO', 'Firmware update available', 'Schréder Owlet IoT 3.1 is available for 5 streetlights', 'RESOLVED', null, null],
    [1, 22 * DAY + 7 * HOUR, 'ERROR', 'Swisscom LPN unreachable', 'Integration Swisscom LPN did not answer for 20 minutes', 'ACKNOWLEDGED', null, null],
    [1, 19 * DAY + 1 * HOUR, 'FAILURE', 'Valve Hochbehälter Süd does not close', 'Valve Hochbehälter Süd stayed at 35 % after a close command', 'INACTIVE', 102, null],
    [1, 16 * DAY + 9 * HOUR, 'WARNING', 'Battery low Climate sensor Seebad', 'Battery at 2.9 V', 'INACTIVE', 103, null],
    [1, 13 * DAY + 4 * HOUR, 'INFO', 'Maintenance window announced', 'Network maintenance on Saturday 02:00–04:00', 'OPEN', null, null],
    [1, 10 * DAY + 6 * HOUR, 'ERROR', 'Light segment Marktplatz Süd not responding', 'No answer to the last 3 commands', 'ACTIVE', 101, null],
    [1, 7 * DAY + 8 * HOUR, 'FAILURE', 'Water meter Kläranlage without readings', 'No reading for 6 hours', 'ACTIVE', 102, null],
    [1, 5 * DAY + 2 * HOUR, 'WARNING', 'Hot weather station', 'The temperature at Weather station Marktplatz is above 24 °C', 'INACTIVE', 103, 1],
    [1, 3 * DAY + 5 * HOUR, 'INFO', 'Test alarm', 'Sent from the console to check the notifications', 'ACKNOWLEDGED', null, null],
    [1, 2 * DAY + 3 * HOUR, 'WARNING', 'Parking sensor Rathausplatz 2 silent', 'No occupancy change for 48 hours', 'OPEN', null, null],
    [1, 1 * DAY + 4 * HOUR, 'ERROR', 'CO2 high Grundschule Nord', 'CO2 at 1450 ppm', 'INACTIVE', 103, null],
    [1, 3 * HOUR, 'FAILURE', 'Lamp failure Lindenallee 6', 'Streetlight Lindenallee 6 reports a lamp failure', 'ACTIVE', 101, null],
    [2, 12 * DAY + 2 * HOUR, 'INFO', 'Manutenzione programmata', 'Aggiornamento del gateway LoRaWAN', 'RESOLVED', null, null],
    [2, 4 * DAY + 6 * HOUR, 'FAILURE', 'Parcheggio Piazza Garibaldi 2 offline', 'Nessun messaggio da 24 ore', 'ACTIVE', 201, null],
    [2, 2 * DAY + 1 * HOUR, 'WARNING', 'Batteria bassa Sensore clima Municipio', 'Batteria a 3,0 V', 'OPEN', null, null],
];

export const alarmsTable: TableModule = {
    name: 'alarms',
    schema: `
    CREATE TABLE alarms (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      timestamp INTEGER NOT NULL,
      type TEXT NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      state TEXT NOT NULL,
      serviceId INTEGER REFERENCES services(id) ON DELETE SET NULL,
      customAlarmId INTEGER REFERENCES custom_alarms(id) ON DELETE SET NULL,
      generated INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX alarms_organization ON alarms (organizationId);
    CREATE INDEX alarms_custom_alarm ON alarms (customAlarmId, state);`,
    seed(db) {
        const now = Date.now();
        const insert = db.prepare(INSERT);
        for (const [
            organizationId,
            age,
            type,
            title,
            description,
            state,
            serviceId,
            custom,
        ] of SEED_ALARMS) {
            insert.run({
                organizationId,
                timestamp: now - age,
                type,
                title,
                description,
                state,
                serviceId,
                customAlarmId: custom,
                generated: 0,
            });
        }
    },
};

const INSERT = `INSERT INTO alarms (organizationId, timestamp, type, title, description, state,
    serviceId, customAlarmId, generated)
  VALUES (@organizationId, @timestamp, @type, @title, @description, @state, @serviceId,
    @customAlarmId, @generated)`;

/** The API record, built by SQLite (a list of many generated alarms costs one query). */
const RECORD_JSON = `json_object('id', id, 'timestamp', timestamp, 'type', type, 'title', title,
    'description', description, 'state', state, 'serviceId', serviceId,
    'organizationId', organizationId, 'customAlarmId', customAlarmId)`;

/** The organization's alarms, ordered by id, as the bytes of a JSON array ready to send. */
export function listAlarmsJson(db: Database, organizationId: number): Buffer {
    return db
        .prepare(
            `SELECT CAST(json_group_array(${RECORD_JSON}) AS BLOB)
             FROM (SELECT * FROM alarms WHERE organizationId = ? ORDER BY id)`,
        )
        .pluck()
        .get(organizationId) as Buffer;
}

function alarmsWhere(db: Database, where: string, ...params: unknown[]): Alarm[] {
    const rows = db
        .prepare(`SELECT ${RECORD_JSON} FROM alarms WHERE ${where} ORDER BY id`)
        .pluck()
        .all(...params) as string[];
    return rows.map(row => JSON.parse(row) as Alarm);
}

export function findAlarm(db: Database, organizationId: number, id: number): Alarm | undefined {
    return alarmsWhere(db, 'id = ? AND organizationId = ?', id, organizationId)[0];
}

export function insertAlarm(db: Database, alarm: AlarmInput): Alarm {
    const { lastInsertRowid } = db.prepare(INSERT).run({ ...alarm, generated: 0 });
    return { ...alarm, id: Number(lastInsertRowid) };
}

export function setAlarmState(db: Database, id: number, state: AlarmState): void {
    db.prepare('UPDATE alarms SET state = ? WHERE id = ?').run(state, id);
}

/** Which of these ids are alarms of the organization. */
export function existingAlarmIds(db: Database, organizationId: number, ids: number[]): Set<number> {
    const found = db
        .prepare(
            `SELECT id FROM alarms
             WHERE organizationId = ? AND id IN (SELECT value FROM json_each(?))`,
        )
        .pluck()
        .all(organizationId, JSON.stringify(ids)) as number[];
    return new Set(found);
}

/** Removes these alarms of the organization (one statement); returns how many went. */
export function deleteAlarms(db: Database, organizationId: number, ids: number[]): number {
    return db
        .prepare(
            `DELETE FROM alarms
             WHERE organizationId = ? AND id IN (SELECT value FROM json_each(?))`,
        )
        .run(organizationId, JSON.stringify(ids)).changes;
}

/** The OPEN or ACTIVE alarm a custom alarm raised, if any (at most one is kept open). */
export function openAlarmOf(db: Database, customAlarmId: number): Alarm | undefined {
    return alarmsWhere(db, `customAlarmId = ? AND state IN ('OPEN', 'ACTIVE')`, customAlarmId)[0];
}

interface GeneratedAlarms {
    organizationId: number;
    count: number;
    /** The organization's service ids; generated alarms cycle through them and null. */
    serviceIds: number[];
}

/** Test control: many alarms at once, one transaction, spread over the last 30 days. */
export function insertGeneratedAlarms(db: Database, options: GeneratedAlarms): number {
    const { organizationId, count, serviceIds } = options;
    const insert = db.prepare(INSERT);
    const now = Date.now();
    const sources = [...serviceIds, null];
    const pad = Math.max(6, String(count).length);
    db.transaction(() => {
        for (let i = 0; i < count; i += 1) {
            const number = String(i + 1).padStart(pad, '0');
            insert.run({
                organizationId,
                // oldest first, like the seed: ids and times grow together
                timestamp: now - Math.round(((count - i) / count) * 30 * DAY),
                type: ALARM_TYPES[i % ALARM_TYPES.length],
                title: `Generated alarm ${number}`,
                description: 'Generated for load tests',
                state: ALARM_STATES[i % ALARM_STATES.length],
                serviceId: sources[i % sources.length],
                customAlarmId: null,
                generated: 1,
            });
        }
    })();
    return count;
}

/** Test control: removes the generated alarms (of one organization, or all). */
export function deleteGeneratedAlarms(db: Database, organizationId?: number): number {
    if (organizationId === undefined) {
        return db.prepare('DELETE FROM alarms WHERE generated = 1').run().changes;
    }
    return db
        .prepare('DELETE FROM alarms WHERE generated = 1 AND organizationId = ?')
        .run(organizationId).changes;
}
