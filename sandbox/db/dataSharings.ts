import type { Database } from 'better-sqlite3';
import type { DeviceDetails } from '../providers/deviceTypes.ts';
import type { TableModule } from './table.ts';
import type {
    DataSharing,
    MqttConfig,
    Protocol as SharingProtocol,
} from '../../resources/dataSharing/types.ts';

export type { DataSharing, MqttConfig, SharingProtocol };

interface SharingRow {
    id: number;
    organizationId: number;
    name: string;
    script: string;
    protocol: SharingProtocol;
    headers: string;
    mqttConfig: string | null;
    address: string;
    deviceDetails: string;
    error: number;
}

const SEED: (Omit<DataSharing, 'id'> & { organizationId: number })[] = [
    {
        organizationId: 1,
        name: 'Weather data to Open Data Portal',
        protocol: 'HTTP',
        address: 'https://opendata.musterstadt.example/api/v1/weather',
        headers: { Authorization: 'Bearer opendata-7c2e91', 'X-Source': 'stadtwerke-musterstadt' },
        mqttConfig: null,
        deviceDetails: {
            vendor: 'Barani Design',
            deviceType: 'MeteoHelix IoT Pro',
            firmware: '3.2',
        },
        script: `function process(message) {
    return {
        station: message.deviceId,
        time: new Date(message.timestamp).toISOString(),
        temperature: message.data.temperature,
        humidity: message.data.humidity,
    };
}
`,
        error: false,
    },
    {
        organizationId: 1,
        name: 'Valve status to SCADA',
        protocol: 'MQTT',
        address: 'mqtt://scada.stadtwerke-musterstadt.example:1883',
        headers: {},
        mqttConfig: {
            userName: 'scada-bridge',
            password: 'scada-secret-17',
            topic: 'swm/valves/status',
        },
        deviceDetails: { vendor: 'Bürkert', deviceType: 'Valve 8654', firmware: '1.4' },
        script: `function process(message) {
    return message;
}
`,
        error: true,
    },
];

export const dataSharingsTable: TableModule = {
    name: 'data_sharings',
    schema: `
    CREATE TABLE data_sharings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      script TEXT NOT NULL,
      protocol TEXT NOT NULL,
      headers TEXT NOT NULL DEFAULT '{}',
      mqttConfig TEXT,
      address TEXT NOT NULL DEFAULT '',
      deviceDetails TEXT NOT NULL,
      error INTEGER NOT NULL DEFAULT 0
    );`,
    seed(db) {
        for (const { organizationId, ...sharing } of SEED) {
            insertDataSharing(db, organizationId, sharing);
        }
    },
};

const toSharing = (row: SharingRow): DataSharing => ({
    id: row.id,
    name: row.name,
    script: row.script,
    protocol: row.protocol,
    headers: JSON.parse(row.headers) as Record<string, string>,
    mqttConfig: row.mqttConfig === null ? null : (JSON.parse(row.mqttConfig) as MqttConfig),
    address: row.address,
    deviceDetails: JSON.parse(row.deviceDetails) as DeviceDetails,
    error: row.error === 1,
});

const columns = (sharing: Omit<DataSharing, 'id'>) => ({
    name: sharing.name,
    script: sharing.script,
    protocol: sharing.protocol,
    headers: JSON.stringify(sharing.headers),
    mqttConfig: sharing.mqttConfig === null ? null : JSON.stringify(sharing.mqttConfig),
    address: sharing.address,
    deviceDetails: JSON.stringify(sharing.deviceDetails),
    error: sharing.error ? 1 : 0,
});

export function listDataSharings(db: Database, organizationId: number): DataSharing[] {
    const rows = db
        .prepare('SELECT * FROM data_sharings WHERE organizationId = ? ORDER BY id')
        .all(organizationId) as SharingRow[];
    return rows.map(toSharing);
}

function insertDataSharing(
    db: Database,
    organizationId: number,
    sharing: Omit<DataSharing, 'id'>,
): DataSharing {
    const { lastInsertRowid } = db
        .prepare(
            `INSERT INTO data_sharings (organizationId, name, script, protocol, headers, mqttConfig,
               address, deviceDetails, error)
             VALUES (@organizationId, @name, @script, @protocol, @headers, @mqttConfig, @address,
               @deviceDetails, @error)`,
        )
        .run({ ...columns(sharing), organizationId });
    return { ...sharing, id: Number(lastInsertRowid) };
}
