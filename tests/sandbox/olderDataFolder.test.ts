/**
 * A data folder from before integrations and device groups were served by declaration (decision
 * 0068) stored their settings as an `infoList` column alone; opening it moves them into the
 * record's part that holds them now (integrations' details, device groups' groupDetails), and
 * opening it again changes nothing.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { deviceGroupsTable } from '../../sandbox/db/deviceGroups.ts';
import { integrationsTable } from '../../sandbox/db/integrations.ts';

const older = () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE integrations (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, type TEXT NOT NULL,
        organizationId INTEGER NOT NULL, infoList TEXT NOT NULL DEFAULT '{}');
      CREATE TABLE device_groups (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, integrationId INTEGER NOT NULL,
        organizationId INTEGER NOT NULL, mapping INTEGER, details TEXT NOT NULL,
        infoList TEXT NOT NULL);
      INSERT INTO integrations (name, type, organizationId, infoList)
        VALUES ('ChirpStack', 'CHIRPSTACK_V4', 1, '{"url":"https://cs.example"}');
      INSERT INTO device_groups (name, integrationId, organizationId, details, infoList)
        VALUES ('Lamps', 1, 1, '{}', '{"multicastAddress":"01020304"}');`);
    return db;
};

describe('an older data folder', () => {
    it("moves the settings into the record's part, once", () => {
        const db = older();
        for (let time = 0; time < 2; time++) {
            integrationsTable.migrate?.(db);
            deviceGroupsTable.migrate?.(db);
        }
        expect(
            JSON.parse(db.prepare('SELECT details FROM integrations').pluck().get() as string),
        ).toEqual({ infoList: { url: 'https://cs.example' } });
        expect(
            JSON.parse(
                db.prepare('SELECT groupDetails FROM device_groups').pluck().get() as string,
            ),
        ).toEqual({ infoList: { multicastAddress: '01020304' } });
        const columns = (table: string) =>
            db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
        expect(columns('integrations')).not.toContain('infoList');
        expect(columns('device_groups')).not.toContain('infoList');
    });
});
