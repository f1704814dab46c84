import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { alarms } from '../../resources/alarms';
import {
    ACKNOWLEDGE_TRANSITIONS,
    acknowledgedState,
    acknowledgeOffer,
    acknowledgePayload,
} from '../../resources/alarms/acknowledge';
import { alarmDate, alarmTimeFormat } from '../../resources/alarms/alarmTime';
import {
    ALARM_STATES,
    ALARM_TYPES,
    CUSTOM_ALARM_TYPES,
    PLAN_ALARM_TYPES,
    SHARED_ALARM_TYPES,
} from '../../resources/alarms/alarmTypes';
import { alarmExportColumns, alarmExportFileName } from '../../resources/alarms/exportAlarms';
import { buildWorkbook, exportRows } from '../../src/export';
import { translated } from './shownMessage';
import { ORGANIZATION_SOURCE, type SourcedAlarm } from '../../resources/alarms/source';
import { testAlarmPayload } from '../../resources/alarms/testAlarm';
import type { Alarm } from '../../resources/alarms/types';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver } from './testDataProvider';

const admin = true;
const viewer = false;

describe('acknowledging an alarm (section 4)', () => {
    it.each([
        ['OPEN', 'ACKNOWLEDGED'],
        ['ACTIVE', 'ACKNOWLEDGED'],
        ['INACTIVE', 'RESOLVED'],
    ])('moves %s to %s, for admins only', (state, next) => {
        expect(acknowledgedState(state)).toBe(next);
        expect(acknowledgeOffer(state, admin)).toEqual({ next, enabled: true });
        expect(acknowledgeOffer(state, viewer)).toEqual({ next, enabled: false });
    });

    it.each(['ACKNOWLEDGED', 'RESOLVED'])('offers nothing for %s, to anyone', state => {
        expect(acknowledgedState(state)).toBeNull();
        expect(acknowledgeOffer(state, admin)).toBeNull();
        expect(acknowledgeOffer(state, viewer)).toBeNull();
    });

    it('covers every state and nothing else', () => {
        const offered = ALARM_STATES.filter(state => acknowledgeOffer(state, admin));
        expect(offered).toEqual(['OPEN', 'ACTIVE', 'INACTIVE']);
        expect(Object.keys(ACKNOWLEDGE_TRANSITIONS).sort()).toEqual(
            ['ACTIVE', 'INACTIVE', 'OPEN'].sort(),
        );
        for (const odd of [undefined, null, '', 'active', 'toString', 'CLOSED', 3]) {
            expect(acknowledgeOffer(odd, admin)).toBeNull();
        }
    });

    it('sends id and the next state (section 7)', () => {
        expect(acknowledgePayload(7, 'ACTIVE')).toEqual({ id: 7, state: 'ACKNOWLEDGED' });
        expect(acknowledgePayload(8, 'OPEN')).toEqual({ id: 8, state: 'ACKNOWLEDGED' });
        expect(acknowledgePayload(9, 'INACTIVE')).toEqual({ id: 9, state: 'RESOLVED' });
        expect(() => acknowledgePayload(10, 'RESOLVED')).toThrow();
        expect(() => acknowledgePayload(11, 'ACKNOWLEDGED')).toThrow();
    });
});

describe('alarm types (sections 3 and 5)', () => {
    it('every alarm type is FAILURE and the shared list', () => {
        expect(SHARED_ALARM_TYPES).toEqual(['ERROR', 'WARNING', 'INFO']);
        expect(ALARM_TYPES).toEqual(['FAILURE', 'ERROR', 'WARNING', 'INFO']);
    });

    it('a new custom alarm offers the shared list plus FAILURE, without ERROR', () => {
        expect(CUSTOM_ALARM_TYPES).toEqual(['FAILURE', 'WARNING', 'INFO']);
        expect(CUSTOM_ALARM_TYPES).not.toContain('ERROR');
    });

    it("a responsible's plan holds FAILURE and WARNING", () => {
        expect(PLAN_ALARM_TYPES).toEqual(['FAILURE', 'WARNING']);
    });

    it('states are the five of section 4', () => {
        expect(ALARM_STATES).toEqual(['OPEN', 'ACTIVE', 'INACTIVE', 'ACKNOWLEDGED', 'RESOLVED']);
    });
});

describe('the test alarm (section 7)', () => {
    it('is a FAILURE of the current organization in state ACTIVE', () => {
        expect(
            testAlarmPayload({ title: ' Pump check ', description: 'Just a test' }, '1'),
        ).toEqual({
            title: 'Pump check',
            description: 'Just a test',
            type: 'FAILURE',
            organizationId: 1,
            state: 'ACTIVE',
        });
        expect(testAlarmPayload({ title: 'No text' }, 2)).toEqual({
            title: 'No text',
            description: '',
            type: 'FAILURE',
            organizationId: 2,
            state: 'ACTIVE',
        });
    });
});

const alarm = (overrides: Partial<SourcedAlarm>): SourcedAlarm =>
    ({
        id: 1,
        timestamp: Date.UTC(2026, 10, 22, 8, 30, 0),
        type: 'FAILURE',
        title: 'Lamp out',
        description: 'No current',
        state: 'ACTIVE',
        serviceId: 101,
        organizationId: 1,
        source: 101,
        ...overrides,
    }) as SourcedAlarm;

describe('the export (section 7)', () => {
    it('is named Alarms and the local date', () => {
        expect(alarmExportFileName(new Date(2026, 10, 22, 23, 59))).toBe('Alarms 2026-11-22');
        expect(alarmExportFileName(new Date(2027, 0, 5, 0, 0))).toBe('Alarms 2027-01-05');
    });

    const columns = (names: (one: Alarm) => string) =>
        alarmExportColumns({
            translate: (key, args) => translated(key, args),
            locale: 'en',
            sourceName: names,
        });
    const time = (iso: string) => alarmTimeFormat('en').format(new Date(iso));

    it('has one row per alarm, in order, as the list shows it (source named, words)', async () => {
        const names = (one: Alarm) =>
            one.serviceId == null ? 'Stadtwerke' : `Service ${one.serviceId}`;
        const table = await exportRows(
            [
                alarm({ id: 2 }),
                alarm({
                    id: 1,
                    timestamp: '2026-11-01T10:00:00.000Z',
                    type: 'WARNING',
                    title: 'Test',
                    description: '',
                    state: 'INACTIVE',
                    serviceId: null,
                }),
            ],
            columns(names),
        );
        expect(table.header).toEqual(['Time', 'Type', 'Title', 'Description', 'Service', 'State']);
        expect(table.rows).toEqual([
            {
                Time: time('2026-11-22T08:30:00.000Z'),
                Type: 'Failure',
                Title: 'Lamp out',
                Description: 'No current',
                Service: 'Service 101',
                State: 'Active',
            },
            {
                Time: time('2026-11-01T10:00:00.000Z'),
                Type: 'Warning',
                Title: 'Test',
                Description: '',
                Service: 'Stadtwerke',
                State: 'Inactive',
            },
        ]);
    });

    it('writes a sheet SheetJS reads back with the same rows', async () => {
        const table = await exportRows(
            [alarm({})],
            columns(() => 'Street lights'),
        );
        const book = buildWorkbook(XLSX, table.header, table.rows);
        expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]])).toEqual(table.rows);
    });
});

describe('alarm times', () => {
    it('reads epoch ms and ISO texts', () => {
        expect(alarmDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
        expect(alarmDate('1764000000000')?.getTime()).toBe(1764000000000);
        expect(alarmDate('2026-11-22T08:30:00Z')?.toISOString()).toBe('2026-11-22T08:30:00.000Z');
        expect(alarmDate('')).toBeNull();
        expect(alarmDate('yesterday')).toBeNull();
        expect(alarmDate(undefined)).toBeNull();
    });

    it('shows date and time in the language of the user', () => {
        const date = new Date(2026, 10, 22, 14, 5, 9);
        expect(alarmTimeFormat('de').format(date)).toBe('22.11.2026, 14:05:09');
        expect(alarmTimeFormat('en').format(date)).toMatch(/^Nov 22, 2026, 2:05:09\sPM$/);
        expect(alarmTimeFormat('it').format(date)).toBe('22 nov 2026, 14:05:09');
    });
});

interface Call {
    url: string;
    method: string;
    body?: unknown;
}

const seeded = [
    alarm({ id: 1, timestamp: 1000, state: 'INACTIVE', title: 'Pump pressure low' }),
    alarm({ id: 2, timestamp: 3000, state: 'ACTIVE', title: 'Lamp out', type: 'ERROR' }),
    alarm({ id: 3, timestamp: 2000, state: 'OPEN', serviceId: null, title: 'Test alarm' }),
    alarm({ id: 4, timestamp: 4000, state: 'RESOLVED', serviceId: 102, title: 'Valve stuck' }),
];

const setup = () => {
    const calls: Call[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const call = {
            url: String(url),
            method: init?.method ?? 'GET',
            body: init?.body ? JSON.parse(String(init.body)) : undefined,
        };
        calls.push(call);
        const one = /\/alarming\/alarms\/(\d+)$/.exec(call.url);
        if (call.method === 'GET' && one) {
            const [record] = seeded
                .filter(alarm => alarm.id === Number(one[1]))
                .map(({ source: _source, ...rest }) => rest);
            return Response.json(record);
        }
        if (call.method === 'GET')
            return Response.json(seeded.map(({ source: _source, ...record }) => ({ ...record })));
        if (call.method === 'DELETE') return Response.json({ ids: [2, 3] });
        return Response.json({ id: 9, ...(call.body as object), timestamp: 5000 });
    });
    const dataProvider = dataProviderOver(fetch, [alarms]);
    return { calls, dataProvider };
};

const list = (filter: Record<string, unknown>) => ({
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'timestamp', order: 'DESC' as const },
    filter,
});

describe('the alarms through the dataProvider', () => {
    beforeEach(() => {
        setConfig(TEST_CONFIG);
    });

    it('lists newest first and filters type, title, service and state', async () => {
        const { dataProvider } = setup();
        const ids = async (filter: Record<string, unknown>) =>
            (await dataProvider.getList('alarms', list(filter))).data.map(one => one.id);
        expect(await ids({})).toEqual([4, 2, 3, 1]);
        // ACTIVE must not find INACTIVE.
        expect(await ids({ state_eq: 'ACTIVE' })).toEqual([2]);
        expect(await ids({ state_eq: 'INACTIVE' })).toEqual([1]);
        expect(await ids({ type_eq: 'ERROR' })).toEqual([2]);
        expect(await ids({ title: 'PUMP' })).toEqual([1]);
        expect(await ids({ source_eq: ORGANIZATION_SOURCE })).toEqual([3]);
        expect(await ids({ source_eq: '101' })).toEqual([2, 1]);
        expect(await ids({ source_eq: '10' })).toEqual([]);
        expect(await ids({ source_eq: '101', state_eq: 'INACTIVE' })).toEqual([1]);
    });

    it('sends the test alarm as POST /alarming/alarms', async () => {
        const { calls, dataProvider } = setup();
        await dataProvider.create('alarms', {
            data: testAlarmPayload({ title: 'Try', description: 'It' }, '1'),
        });
        expect(calls).toEqual([
            {
                url: '/api/alarming/alarms',
                method: 'POST',
                body: {
                    title: 'Try',
                    description: 'It',
                    type: 'FAILURE',
                    organizationId: 1,
                    state: 'ACTIVE',
                },
            },
        ]);
    });

    it('acknowledges with PATCH /alarming/alarms/{id} { id, state }, after a fresh read', async () => {
        const { calls, dataProvider } = setup();
        await dataProvider.update('alarms', {
            id: 2,
            data: acknowledgePayload(2, 'ACTIVE'),
            previousData: seeded[1],
        });
        expect(calls).toEqual([
            { url: '/api/alarming/alarms/2', method: 'GET', body: undefined },
            {
                url: '/api/alarming/alarms/2',
                method: 'PATCH',
                body: { id: 2, state: 'ACKNOWLEDGED' },
            },
        ]);
    });

    it('removes a selection with one DELETE /alarming/alarms/bulk { ids }', async () => {
        const { calls, dataProvider } = setup();
        await dataProvider.getList('alarms', list({}));
        const result = await dataProvider.deleteMany('alarms', { ids: [2, 3] });
        expect(result.data).toEqual([2, 3]);
        expect(calls.slice(1)).toEqual([
            { url: '/api/alarming/alarms/bulk', method: 'DELETE', body: { ids: [2, 3] } },
        ]);
        // The collection is loaded anew afterwards.
        await dataProvider.getList('alarms', list({}));
        expect(calls.map(call => call.method)).toEqual(['GET', 'DELETE', 'GET']);
    });
});
