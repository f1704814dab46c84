/**
 * `npm run new-resource -- <name>` (scripts/newResource.mjs), run into a temporary copy of the
 * registries: what it writes (the resource's folder, its texts in three languages with German
 * and Italian marked for translation, its seed records, its registry lines) and what it refuses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { namesOf, newResource, UNTRANSLATED } from '../../scripts/newResource.mjs';

const project = path.resolve(import.meta.dirname, '../..');

/** The files the script reads and edits, and Prettier's configuration. */
const REGISTRIES = [
    'resources/index.ts',
    'resources/collections.ts',
    'i18n/en.ts',
    'i18n/de.ts',
    'i18n/it.ts',
    'sandbox/db/declaredSeeds.ts',
    '.prettierrc.json',
];

let root: string;

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The object literal a messages file exports, evaluated. */
const messagesOf = (file: string): Record<string, unknown> => {
    const literal = /^const \w+(?:: \w+)? = (\{[\s\S]*?\n\});$/m.exec(read(file))?.[1];
    expect(literal, file).toBeDefined();
    return new Function(`return ${literal}`)() as Record<string, unknown>;
};

const leaves = (messages: unknown, prefix = ''): [string, string][] =>
    typeof messages === 'string'
        ? [[prefix, messages]]
        : Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
              leaves(value, prefix ? `${prefix}.${key}` : key),
          );

beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-resource-'));
    for (const file of REGISTRIES) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.copyFileSync(path.join(project, file), path.join(root, file));
    }
    // An existing resource, as the real folders are.
    fs.mkdirSync(path.join(root, 'resources/services'));
});

afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
});

describe('new-resource', () => {
    it('writes the folder of a plain resource, paths, collection and fields included', async () => {
        const result = await newResource(root, 'weather-stations');
        expect(result).not.toHaveProperty('error');
        for (const file of ['schema.ts', 'collection.ts', 'index.ts']) {
            expect(fs.existsSync(path.join(root, 'resources/weatherStations', file)), file).toBe(
                true,
            );
        }
        const declaration = read('resources/weatherStations/index.ts');
        expect(declaration).toContain(
            'export const weatherStations: ResourceDeclaration<WeatherStation> = {',
        );
        expect(declaration).toContain('...weatherStationCollection,');
        expect(declaration).toContain("list: '/dad/weather-stations',");
        expect(declaration).toContain("add: '/dad/weather-stations/add',");
        expect(declaration).toContain("edit: '/dad/weather-stations/weather-station',");
        // Its fields come from its schemas, not a list of its own (decision 0069).
        expect(declaration).toContain("import schemas from './schema.ts?json-schema';");
        expect(declaration).toContain(
            "...fieldsFromSchemas<WeatherStation>('weatherStations', schemas, weatherStationCollection),",
        );
        expect(declaration).not.toContain('fields: [');
        const collection = read('resources/weatherStations/collection.ts');
        expect(collection).toContain("name: 'weatherStations',");
        expect(collection).toContain("endpoint: '/weatherStations',");
        const schema = read('resources/weatherStations/schema.ts');
        expect(schema).toContain('export const WeatherStationRecord = Type.Object(');
        expect(schema).toContain("{ title: 'Weather station' },");
        expect(schema).toContain(
            'export const WeatherStationChange = Type.Partial(WeatherStationBody);',
        );
        expect(schema).toMatch(
            /export const schemas = \{\n {4}record: WeatherStationRecord,\n {4}create: WeatherStationBody,\n {4}update: WeatherStationChange,\n\} satisfies CollectionSchemas;/,
        );
    });

    it('writes its texts in English, and in German and Italian each marked for translation', async () => {
        await newResource(root, 'beacons');
        const english = leaves(messagesOf('i18n/en/beacons.ts'));
        expect(Object.fromEntries(english)).toMatchObject({
            'resources.beacons.name': 'Beacon |||| Beacons',
            'resources.beacons.empty': 'No beacons yet.',
            'resources.beacons.fields.description': 'Description',
            'resources.beacons.notifications.created':
                'Beacon created |||| %{smart_count} beacons created',
            'app.tiles.beacons': "The organization's beacons",
        });
        expect(english.filter(([, text]) => text.includes(UNTRANSLATED.trim()))).toEqual([]);
        for (const language of ['de', 'it']) {
            const file = `i18n/${language}/beacons.ts`;
            expect(read(file)).toContain('const beacons: BeaconsMessages = {');
            expect(leaves(messagesOf(file))).toEqual(
                english.map(([key, text]) => [key, UNTRANSLATED + text]),
            );
        }
    });

    it('adds its lines to the registries, its imports in order', async () => {
        await newResource(root, 'beacons');
        const registry = read('resources/index.ts');
        expect(registry).toMatch(
            /import \{ alarms \} from '\.\/alarms';\nimport \{ beacons \} from '\.\/beacons';\nimport \{ customAlarms \}/,
        );
        expect(registry).toMatch(/\n {4}\w+,\n {4}beacons,\n\];/);
        expect(read('resources/collections.ts')).toMatch(
            /\n {4}\{ \.\.\.beaconCollection, schemas: beaconsSchemas \},\n\];/,
        );
        expect(read('resources/collections.ts')).toContain(
            "import { schemas as beaconsSchemas } from './beacons/schema.ts';",
        );
        for (const language of ['en', 'de', 'it']) {
            const messages = read(`i18n/${language}.ts`);
            expect(messages).toContain(`import beacons from './${language}/beacons';`);
            expect(messages).toMatch(/\n {4}\w+,\n {4}beacons,\n\);/);
        }
    });

    it('seeds two records of organization 1, typed with the record', async () => {
        await newResource(root, 'beacons');
        const seeds = read('sandbox/db/declaredSeeds.ts');
        expect(seeds).toContain("import type { Beacon } from '../../resources/beacons/schema.ts';");
        expect(seeds).toContain('] satisfies Beacon[],');
        const records = seeds.slice(
            seeds.indexOf('beacons: ['),
            seeds.indexOf('] satisfies Beacon[]'),
        );
        expect([...records.matchAll(/organizationId: 1,/g)]).toHaveLength(2);
        expect(seeds).toContain("name: 'Beacon Rathaus',");
        expect(seeds).toContain("name: 'Beacon Bahnhof',");
    });

    it('adds a second resource after the first', async () => {
        await newResource(root, 'beacons');
        await newResource(root, 'antennas');
        expect(read('resources/index.ts')).toMatch(/ {4}beacons,\n {4}antennas,\n\];/);
        expect(read('sandbox/db/declaredSeeds.ts')).toContain("name: 'Antenna Rathaus',");
        expect(read('i18n/it.ts')).toMatch(/ {4}beacons,\n {4}antennas,\n\);/);
    });

    it('refuses an existing resource and writes nothing', async () => {
        const before = read('resources/index.ts');
        expect(await newResource(root, 'services')).toEqual({
            error: 'a resource "services" exists already (resources/services)',
        });
        expect(read('resources/index.ts')).toBe(before);
        await newResource(root, 'beacons');
        const once = REGISTRIES.map(read);
        expect(await newResource(root, 'beacons')).toEqual({
            error: 'a resource "beacons" exists already (resources/beacons, i18n/en/beacons.ts, i18n/de/beacons.ts, i18n/it/beacons.ts)',
        });
        expect(REGISTRIES.map(read)).toEqual(once);
    });

    it('refuses a name that is no plural camelCase or kebab-case name', () => {
        for (const name of ['Gateways', 'gate_ways', 'gateways-', '1gateways', 'data', 'gw']) {
            expect(namesOf(name), name).toHaveProperty('error');
        }
        expect(namesOf('gateways', { area: 'nowhere' })).toHaveProperty('error');
        expect(namesOf('data', { singular: 'datum' })).toMatchObject({ Type: 'Datum' });
        expect(namesOf('batteries')).toMatchObject({ Type: 'Battery' });
    });

    it('writes nothing on a dry run', async () => {
        const result = await newResource(root, 'beacons', { dryRun: true });
        expect(Object.keys('files' in result ? result.files : {})).toContain('i18n/de/beacons.ts');
        expect(fs.existsSync(path.join(root, 'resources/beacons'))).toBe(false);
        expect(read('resources/index.ts')).not.toContain('beacons');
    });
});
