import type { Database } from 'better-sqlite3';
import { DEMO_DEVICE_ID } from './seedDevices.ts';
import type { TableModule } from './table.ts';
import type { CustomAlarmType } from '../../resources/alarms/types.ts';
import type { CustomAlarm } from '../../resources/customAlarms/types.ts';

export type { CustomAlarmType, CustomAlarm };

/** Types a custom alarm can raise: the shared list plus FAILURE, without ERROR. */
export const CUSTOM_ALARM_TYPES = [
    'FAILURE',
    'WARNING',
    'INFO',
] as const satisfies readonly CustomAlarmType[];
export type CustomAlarmInput = Omit<CustomAlarm, 'id'>;

/** The demo device (Weather station Marktplatz) is above this in the afternoon (UTC). */
export const HOT_WEATHER_THRESHOLD = 24;

const SEED: CustomAlarm[] = [
    {
        id: 1,
        title: 'Hot weather station',
        description: `The temperature at Weather station Marktplatz is above ${HOT_WEATHER_THRESHOLD} °C`,
        alarmType: 'WARNING',
        monitorId: 13,
        organizationId: 1,
        code: `// The alarm is raised when the last expression is true. \`message\` is the device's reading.
function check(message) {
    return message.data.temperature > ${HOT_WEATHER_THRESHOLD};
}
check(message);
`,
        testData: `const message = {
    "deviceId": "${DEMO_DEVICE_ID}",
    "name": "Weather station Marktplatz",
    "organizationId": 1,
    "integrationId": 3,
    "timestamp": 1718000000000,
    "details": { "vendor": "Barani Design", "deviceType": "MeteoHelix IoT Pro", "firmware": "3.2" },
    "tags": ["environment"],
    "data": { "temperature": 25.3, "humidity": 48, "pressure": 1012.4, "windSpeed": 4.1, "rain": 0, "battery": 3.6 }
};
`,
    },
    {
        id: 2,
        title: 'Municipio troppo caldo',
        description: 'La temperatura nel Municipio supera i 28 °C',
        alarmType: 'FAILURE',
        monitorId: 24,
        organizationId: 2,
        code: `message.data.temperature > 28;
`,
        testData: `const message = { "deviceId": "70B3D57ED0000712", "data": { "temperature": 29.1, "humidity": 40 } };
`,
    },
];

export const customAlarmsTable: TableModule = {
    name: 'custom_alarms',
    schema: `
    CREATE TABLE custom_alarms (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      alarmType TEXT NOT NULL,
      monitorId INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
      code TEXT NOT NULL,
      testData TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX custom_alarms_organization ON custom_alarms (organizationId);
    CREATE INDEX custom_alarms_monitor ON custom_alarms (monitorId);`,
    seed(db) {
        for (const alarm of SEED) insertCustomAlarm(db, alarm, alarm.id);
    },
};

const COLUMNS = 'id, title, description, alarmType, monitorId, organizationId, code, testData';

export function listCustomAlarms(db: Database, organizationId: number): CustomAlarm[] {
    return db
        .prepare(`SELECT ${COLUMNS} FROM custom_alarms WHERE organizationId = ? ORDER BY id`)
        .all(organizationId) as CustomAlarm[];
}

export function findCustomAlarm(
    db: Database,
    organizationId: number,
    id: number,
): CustomAlarm | undefined {
    return db
        .prepare(`SELECT ${COLUMNS} FROM custom_alarms WHERE id = ? AND organizationId = ?`)
        .get(id, organizationId) as CustomAlarm | undefined;
}

/** The custom alarms watching a device (by record id), any organization. */
export function customAlarmsOfDevice(db: Database, deviceRef: number): CustomAlarm[] {
    return db
        .prepare(`SELECT ${COLUMNS} FROM custom_alarms WHERE monitorId = ? ORDER BY id`)
        .all(deviceRef) as CustomAlarm[];
}

export function insertCustomAlarm(
    db: Database,
    alarm: CustomAlarmInput,
    id: number | null = null,
): CustomAlarm {
    const { lastInsertRowid } = db
        .prepare(
            `INSERT INTO custom_alarms (id, title, description, alarmType, monitorId,
               organizationId, code, testData)
             VALUES (@id, @title, @description, @alarmType, @monitorId, @organizationId, @code,
               @testData)`,
        )
        .run({ ...alarm, id });
    return { ...alarm, id: Number(lastInsertRowid) };
}

export function updateCustomAlarm(db: Database, alarm: CustomAlarm): void {
    db.prepare(
        `UPDATE custom_alarms SET title = @title, description = @description,
           alarmType = @alarmType, monitorId = @monitorId, code = @code, testData = @testData
         WHERE id = @id AND organizationId = @organizationId`,
    ).run(alarm);
}

export function deleteCustomAlarm(db: Database, organizationId: number, id: number): boolean {
    return (
        db
            .prepare('DELETE FROM custom_alarms WHERE id = ? AND organizationId = ?')
            .run(id, organizationId).changes > 0
    );
}
