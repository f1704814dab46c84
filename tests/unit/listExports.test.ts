/**
 * Issue 19, points 4 and 5: the list exports (rows of the device, alarm and subscription lists
 * with names, words and dates as the lists show them, headed in the user's language; formulas
 * neutralised by the one writer; built in chunks with progress and a cancel) and the saved
 * views' per-user, per-organization key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import type { TranslateFunction } from 'react-admin';
import { deviceExportColumns } from '../../resources/devices/list/deviceExportColumns';
import type { ExportedDevice } from '../../resources/devices/list/deviceExportColumns';
import { alarmExportColumns, alarmExportFileName } from '../../resources/alarms/exportAlarms';
import type { Alarm } from '../../resources/alarms/types';
import {
    subscriptionExportColumns,
    subscriptionExportFileName,
    type SubscriptionRow,
} from '../../custom-pages/billing/subscriptions/subscriptionRows';
import {
    buildWorkbook,
    csvSeparatorFor,
    exportRows,
    isAbortError,
    mapInChunks,
    toCsv,
    toCsvInChunks,
} from '../../src/export';
import { sameView, savedViewsResource, withoutView, withView } from '../../src/crud/savedViews';
import { translated, type Locale } from './shownMessage';

const translator =
    (locale: Locale): TranslateFunction =>
    (key, args) =>
        translated(key, args, locale);

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

const device = (overrides: Partial<ExportedDevice>): ExportedDevice =>
    ({
        id: 1,
        deviceId: '70B3D57ED0000001',
        name: 'Climate Lindenallee',
        integrationId: 7,
        mapping: 102,
        tags: ['environment', 'lighting'],
        isEnabled: true,
        lastSeen: NOW - 60_000,
        updateInterval: 600,
        typeLabel: 'Elsys ERS',
        ...overrides,
    }) as ExportedDevice;

const lookups = {
    integration: (id: unknown) => (id === 7 ? { id: 7, name: 'Element LoRaWAN' } : undefined),
    service: (id: unknown) => (id === 102 ? { id: 102, name: 'Valves Musterstadt' } : undefined),
} as unknown as Parameters<typeof deviceExportColumns>[0]['lookups'];

describe('the device export', () => {
    it('has the list columns in German with names, words and a formatted last seen', async () => {
        const columns = deviceExportColumns({
            translate: translator('de'),
            lookups,
            locale: 'de',
            now: NOW,
        });
        const table = await exportRows(
            [
                device({}),
                device({
                    id: 2,
                    name: 'Never',
                    isEnabled: false,
                    lastSeen: null,
                    tags: [],
                    mapping: null as unknown as number,
                }),
            ],
            columns,
        );
        expect(table.header).toEqual([
            'Name',
            'Typ',
            'Integration',
            'Dienst',
            'Tag',
            'Zuletzt gemeldet',
            'Zustand',
            'Aktivierung',
        ]);
        const lastSeen = new Intl.DateTimeFormat('de', {
            dateStyle: 'medium',
            timeStyle: 'medium',
        }).format(NOW - 60_000);
        expect(table.rows.map(row => table.header.map(column => row[column]))).toEqual([
            [
                'Climate Lindenallee',
                'Elsys ERS',
                'Element LoRaWAN',
                'Valves Musterstadt',
                'Umwelt, Beleuchtung',
                lastSeen,
                'Online',
                'Aktiviert',
            ],
            ['Never', 'Elsys ERS', 'Element LoRaWAN', '', '', 'Nie', 'Nie gemeldet', 'Deaktiviert'],
        ]);
    });

    it('exports every column the device list shows, in its order (columns added later included)', () => {
        const list = readFileSync('resources/devices/list/DeviceList.tsx', 'utf8');
        const shown = [
            ...list.matchAll(/<(?:LinkColumn|DataTable\.\w*Col)(?:<\w+>)?\s+source="([^"]+)"/g),
        ].map(match => match[1]);
        expect(shown.length).toBeGreaterThan(4);
        const exported = deviceExportColumns({
            translate: translator('en'),
            lookups,
            locale: 'en',
            now: NOW,
        }).map(column => column.id);
        expect(exported).toEqual(shown);
    });
});

describe('the alarm export', () => {
    const alarm = {
        id: 1,
        timestamp: Date.UTC(2026, 10, 22, 8, 30),
        type: 'FAILURE',
        title: 'Lamp out',
        description: 'No current',
        state: 'ACTIVE',
        serviceId: 101,
    } as unknown as Alarm;

    it('shows time, type, state in words and the source by name, in the language', async () => {
        const table = await exportRows(
            [alarm],
            alarmExportColumns({
                translate: translator('de'),
                locale: 'de',
                sourceName: () => 'Street lights Musterstadt',
            }),
        );
        expect(table.header).toEqual(['Zeit', 'Typ', 'Titel', 'Beschreibung', 'Dienst', 'Status']);
        expect(Object.values(table.rows[0])).toEqual([
            new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'medium' }).format(
                alarm.timestamp as number,
            ),
            'Störung',
            'Lamp out',
            'No current',
            'Street lights Musterstadt',
            'Aktiv',
        ]);
    });

    it('is named Alarms and the local date', () => {
        expect(alarmExportFileName(new Date(2026, 10, 22, 23, 59))).toBe('Alarms 2026-11-22');
    });
});

describe('the subscription export', () => {
    it('has the table columns with dates formatted', async () => {
        const row = {
            id: 1,
            name: 'Lighting S',
            quantity: 3,
            bookedPackageId: 501,
            internalOrderId: null,
            startDate: '2025-05-22',
            endDate: null,
        } as unknown as SubscriptionRow;
        const table = await exportRows(
            [row],
            subscriptionExportColumns({ translate: translator('en'), locale: 'en' }),
        );
        expect(table.rows).toEqual([
            {
                Name: 'Lighting S',
                Quantity: 3,
                'Package ID': 501,
                'Internal reference': null,
                'Start date': 'May 22, 2025',
                'End date': null,
            },
        ]);
        expect(subscriptionExportFileName(new Date(2026, 0, 5))).toBe('Subscriptions 2026-01-05');
    });
});

describe('formulas through the writer', () => {
    it('come out inert in CSV and in .xlsx', async () => {
        const evil = '=HYPERLINK("http://evil.example","open")';
        const table = await exportRows(
            [device({ name: evil, typeLabel: '@SUM(1+1)' })],
            deviceExportColumns({ translate: translator('en'), lookups, locale: 'en', now: NOW }),
        );
        const csv = toCsv(table.header, table.rows, { separator: ';' });
        expect(csv).toContain(`'=HYPERLINK(""http://evil.example"",""open"")`);
        expect(csv).toContain(`'@SUM(1+1)`);
        const book = buildWorkbook(XLSX, table.header, table.rows);
        const sheet = book.Sheets[book.SheetNames[0]];
        expect(sheet.A2).toEqual({ t: 's', v: `'${evil}` });
        expect(sheet.A2.f).toBeUndefined();
        expect(sheet.B2.v).toBe(`'@SUM(1+1)`);
    });

    it('write the same CSV text a chunk at a time', async () => {
        const rows = Array.from({ length: 2500 }, (_, index) => ({
            Name: index % 2 ? `=cmd|' /C calc'!A${index}` : `Device; "${index}"`,
            Count: index,
        }));
        const pause = vi.fn(() => Promise.resolve());
        expect(await toCsvInChunks(['Name', 'Count'], rows, { separator: ';' }, { pause })).toBe(
            toCsv(['Name', 'Count'], rows, { separator: ';' }),
        );
        expect(pause).toHaveBeenCalledTimes(3);
    });

    it('use the separator Excel expects in the language', () => {
        expect(csvSeparatorFor('de')).toBe(';');
        expect(csvSeparatorFor('it')).toBe(';');
        expect(csvSeparatorFor('en')).toBe(',');
    });
});

describe('chunked rows', () => {
    it('report progress after every chunk and give the thread back between them', async () => {
        const items = Array.from({ length: 10_500 }, (_, index) => index);
        const progress: number[] = [];
        const pause = vi.fn(() => Promise.resolve());
        const rows = await mapInChunks(items, item => item * 2, {
            chunkSize: 2000,
            pause,
            onProgress: done => progress.push(done),
        });
        expect(rows).toHaveLength(10_500);
        expect(rows[10_499]).toBe(20_998);
        expect(progress).toEqual([2000, 4000, 6000, 8000, 10_000, 10_500, 10_500]);
        expect(pause).toHaveBeenCalledTimes(6);
    });

    it('stop at the next chunk when cancelled, with an AbortError', async () => {
        const controller = new AbortController();
        const mapped: number[] = [];
        const run = mapInChunks(
            Array.from({ length: 100_000 }, (_, index) => index),
            item => {
                mapped.push(item);
                return item;
            },
            {
                chunkSize: 1000,
                signal: controller.signal,
                onProgress: done => {
                    if (done === 3000) controller.abort();
                },
            },
        );
        const error = await run.catch((caught: unknown) => caught);
        expect(isAbortError(error)).toBe(true);
        expect(mapped).toHaveLength(3000);
    });

    it('build 100,000 device rows without a chunk longer than a frame budget', async () => {
        const devices = Array.from({ length: 100_000 }, (_, index) =>
            device({ id: index, name: `Device ${index}` }),
        );
        const columns = deviceExportColumns({
            translate: translator('en'),
            lookups,
            locale: 'en',
            now: NOW,
        });
        let longest = 0;
        let last = performance.now();
        const table = await exportRows(devices, columns, {
            pause: () => {
                const now = performance.now();
                longest = Math.max(longest, now - last);
                return new Promise(resolve =>
                    setTimeout(() => {
                        last = performance.now();
                        resolve();
                    }, 0),
                );
            },
        });
        expect(table.rows).toHaveLength(100_000);
        expect(table.rows[99_999].Name).toBe('Device 99999');
        // Generous for a shared CI machine: a chunk never holds the page for long.
        expect(longest).toBeLessThan(250);
    });
});

describe('saved views', () => {
    it('are stored per user and organization', () => {
        const ada = savedViewsResource('devices', 'a1b2-sub', '1');
        expect(ada).toBe('devices.views.u-a1b2-sub.o-1');
        expect(savedViewsResource('devices', 'other-sub', '1')).not.toBe(ada);
        expect(savedViewsResource('devices', 'a1b2-sub', '2')).not.toBe(ada);
        expect(savedViewsResource('alarms', 'a1b2-sub', '1')).not.toBe(ada);
        expect(savedViewsResource('devices', 'a.b/c', null)).toBe('devices.views.u-a.b%2Fc.o-none');
    });

    it('match the list as shown whatever the order of the filter keys', () => {
        const view = {
            filter: { tags: 'valve', isEnabled: 'true' },
            sort: { field: 'name', order: 'DESC' as const },
            perPage: 25,
            displayedFilters: [] as unknown[],
        };
        expect(
            sameView(view, {
                ...view,
                filter: { isEnabled: 'true', tags: 'valve', q: '' },
                displayedFilters: ['tags'],
            }),
        ).toBe(true);
        expect(sameView(view, { ...view, sort: { field: 'name', order: 'ASC' } })).toBe(false);
    });

    it('replace a view of the same name and remove by name', () => {
        const one = { label: 'Valves', value: { filter: { tags: 'valve' } } };
        const two = { label: 'Valves', value: { filter: { tags: 'lighting' } } };
        const other = { label: 'Off', value: { filter: { isEnabled: 'false' } } };
        expect(withView([one, other], two)).toEqual([other, two]);
        expect(withoutView([one, other], 'Valves')).toEqual([other]);
    });
});
