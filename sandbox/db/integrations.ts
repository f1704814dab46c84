import type { Database } from 'better-sqlite3';
import { moveInfoListInto, type TableModule } from './table.ts';
import type { IntegrationType, InfoList, Integration } from '../../resources/integrations/types.ts';

export type { IntegrationType, InfoList, Integration };

export const INTEGRATION_TYPES = [
    'CHIRPSTACK_V3',
    'CHIRPSTACK_V4',
    'MQTT',
    'REST',
    'SWISSCOM',
    'DIGIMONDO',
    'WEBHOOK_DIGIMONDO',
    'ELEMENT',
] as const satisfies readonly IntegrationType[];
/** Types whose devices send LoRaWAN messages (fPort + hex payload). */
export const LORAWAN_TYPES: readonly IntegrationType[] = [
    'CHIRPSTACK_V3',
    'CHIRPSTACK_V4',
    'SWISSCOM',
    'DIGIMONDO',
    'ELEMENT',
];

/** Types whose devices push uplinks to the platform themselves: no provider, no device groups. */
export const PUSH_TYPES: readonly IntegrationType[] = ['REST', 'WEBHOOK_DIGIMONDO'];

interface IntegrationRow {
    id: number;
    name: string;
    type: IntegrationType;
    organizationId: number;
    details: string;
}

/** Fixed ids, so that the seeded devices and groups can refer to them. */
const SEED: Integration[] = [
    {
        id: 1,
        name: 'ChirpStack Stadtwerke',
        type: 'CHIRPSTACK_V4',
        organizationId: 1,
        details: {
            infoList: {
                url: 'https://chirpstack.stadtwerke-musterstadt.example',
                applicationId: 12,
                apiToken: 'cs4-7f3a9c1e5b2d4e6f8a0b',
            },
        },
    },
    {
        id: 2,
        name: 'MQTT Broker Stadtwerke',
        type: 'MQTT',
        organizationId: 1,
        details: {
            infoList: {
                username: 'swm-devices',
                password: 'mqtt-secret-42',
                clientId: 'swm-devices',
            },
        },
    },
    {
        id: 3,
        name: 'Smart Interface',
        type: 'REST',
        organizationId: 1,
        details: { infoList: { integrationSecret: 'swm-smartinterface-2024' } },
    },
    {
        id: 4,
        name: 'Swisscom LPN',
        type: 'SWISSCOM',
        organizationId: 1,
        details: {
            infoList: {
                as_id: 'SWM-AS-01',
                as_key: '5d1e8c3a9f7b2e4d6a0c8b1f3e5d7a9c',
                url: 'https://proxy1.lpn.swisscom.ch/thingpark/dx/core/latest/api',
                connectivityPlanId: 'swisscom-cs/cp-standard',
                apiToken: 'sc-api-3b8f1d6e9a2c',
            },
        },
    },
    {
        id: 5,
        name: 'Element Stadtwerke',
        type: 'ELEMENT',
        organizationId: 1,
        details: {
            infoList: {
                url: 'https://element.stadtwerke-musterstadt.example',
                apiToken: 'el-0c4f8b2e6a1d',
                folder: 'folder-parking',
                driverInstance: 'driver-lorawan',
            },
        },
    },
    {
        id: 6,
        name: 'Digimondo Webhook',
        type: 'WEBHOOK_DIGIMONDO',
        organizationId: 1,
        details: { infoList: { integrationSecret: 'swm-digimondo-webhook' } },
    },
    {
        id: 7,
        name: 'ChirpStack Lago Verde',
        type: 'CHIRPSTACK_V3',
        organizationId: 2,
        details: {
            infoList: {
                url: 'https://lora.lagoverde.example',
                applicationId: 3,
                apiToken: 'cs3-lagoverde-91ab',
            },
        },
    },
];

export const integrationsTable: TableModule = {
    name: 'integrations',
    schema: `
    CREATE TABLE integrations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL COLLATE NOCASE,
      type TEXT NOT NULL,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      details TEXT NOT NULL DEFAULT '{"infoList":{}}',
      UNIQUE (organizationId, name)
    );`,
    seed(db) {
        const insert = db.prepare(
            `INSERT INTO integrations (id, name, type, organizationId, details)
             VALUES (@id, @name, @type, @organizationId, @details)`,
        );
        for (const integration of SEED) {
            insert.run({ ...integration, details: JSON.stringify(integration.details) });
        }
    },
    migrate(db) {
        // Older data folders: the settings were stored as their infoList alone, now as the record's details.
        moveInfoListInto(db, 'integrations', 'details');
    },
};

const COLUMNS = 'id, name, type, organizationId, details';

const toIntegration = ({ details, ...row }: IntegrationRow): Integration => ({
    ...row,
    details: JSON.parse(details) as Integration['details'],
});

export function listIntegrations(db: Database, organizationId: number): Integration[] {
    const rows = db
        .prepare(`SELECT ${COLUMNS} FROM integrations WHERE organizationId = ? ORDER BY id`)
        .all(organizationId) as IntegrationRow[];
    return rows.map(toIntegration);
}

export function findIntegration(
    db: Database,
    organizationId: number,
    id: number,
): Integration | undefined {
    const row = db
        .prepare(`SELECT ${COLUMNS} FROM integrations WHERE id = ? AND organizationId = ?`)
        .get(id, organizationId) as IntegrationRow | undefined;
    return row && toIntegration(row);
}

/** How many devices and device groups use an integration (it cannot be removed while used). */
export function integrationUsage(db: Database, id: number): { devices: number; groups: number } {
    return db
        .prepare(
            `SELECT (SELECT count(*) FROM devices WHERE integrationId = @id) AS devices,
                    (SELECT count(*) FROM device_groups WHERE integrationId = @id) AS groups`,
        )
        .get({ id }) as { devices: number; groups: number };
}
