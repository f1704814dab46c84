/**
 * Updates through the dataProvider with each resource's own payload function: a fresh read
 * first, then only the changed writable fields (PATCH) or the whole record with the other user's
 * untouched changes (PUT); a field both changed throws a ConflictError and writes nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RaRecord } from 'react-admin';
import { ConflictError, KEEP_MINE_META } from '../../src/api/writes/ConflictError';
import { setConfig } from '../../src/config';
import { customAlarms } from '../../resources/customAlarms';
import { dataSharing } from '../../resources/dataSharing';
import { deviceGroups } from '../../resources/deviceGroups';
import { devices } from '../../resources/devices';
import { integrations } from '../../resources/integrations';
import { organizations } from '../../resources/organizations';
import { responsibles } from '../../resources/responsibles';
import { services } from '../../resources/services';
import { dataProviderOver } from './testDataProvider';
import { TEST_CONFIG } from './testConfig';

interface Call {
    method: string;
    path: string;
    body?: unknown;
}

/** A server holding one record per path; GET answers it, PATCH and PUT answer what was sent. */
const server = (records: Record<string, RaRecord>) => {
    const calls: Call[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const path = String(url).replace(/^\/api/, '');
        const method = init?.method ?? 'GET';
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method, path, body });
        if (method === 'GET') return Response.json(structuredClone(records[path]));
        return Response.json({ ...records[path], ...(body as object) });
    });
    const dataProvider = dataProviderOver(fetch, [
        devices,
        responsibles,
        integrations,
        services,
        customAlarms,
        dataSharing,
        deviceGroups,
        organizations,
    ]);
    return { calls, dataProvider, writes: () => calls.filter(call => call.method !== 'GET') };
};

const device = {
    id: 4,
    name: 'Pump',
    description: '',
    deviceId: 'D-4',
    integrationId: 3,
    organizationId: 1,
    mapping: 103,
    tags: ['valve'],
    isTSD: false,
    isEnabled: true,
    lastSeen: 1000,
    updateInterval: 0,
    location: '',
    details: { vendor: 'V', deviceType: 'T', firmware: '1' },
};

beforeEach(() => setConfig(TEST_CONFIG));

describe('an update sends only what changed', () => {
    it('devices: reads the device again, then PATCHes the id and the changed fields', async () => {
        const { calls, dataProvider } = server({ '/devices/4': device });
        await dataProvider.update('devices', {
            id: '4',
            data: { ...device, id: '4', name: 'Pump 2', updateInterval: '600' },
            previousData: device,
        });
        expect(calls).toEqual([
            { method: 'GET', path: '/devices/4', body: undefined },
            {
                method: 'PATCH',
                path: '/devices/4',
                body: { id: 4, name: 'Pump 2', updateInterval: 600 },
            },
        ]);
    });

    it('devices: another change meanwhile (the last-seen time, another field) is no conflict', async () => {
        const { writes, dataProvider } = server({
            '/devices/4': { ...device, lastSeen: 2000, description: 'by someone else' },
        });
        await dataProvider.update('devices', {
            id: 4,
            data: { ...device, tags: ['valve', 'external'] },
            previousData: device,
        });
        expect(writes()).toEqual([
            { method: 'PATCH', path: '/devices/4', body: { id: 4, tags: ['valve', 'external'] } },
        ]);
    });

    it('services: the name only', async () => {
        const service = { id: 9, name: 'Air', type: 'SES', organizationId: 1, isEnabled: true };
        const { writes, dataProvider } = server({ '/services/9': service });
        await dataProvider.update('services', {
            id: '9',
            data: { ...service, name: 'Air quality' },
            previousData: service,
        });
        expect(writes()).toEqual([
            { method: 'PATCH', path: '/services/9', body: { id: 9, name: 'Air quality' } },
        ]);
    });

    it('integrations: the changed setting, with the other settings as stored now', async () => {
        const integration = {
            id: 2,
            name: 'CS',
            type: 'CHIRPSTACK_V4',
            organizationId: 1,
            details: { infoList: { url: 'https://a', applicationId: 7, apiToken: 't0' } },
        };
        const { writes, dataProvider } = server({
            '/integrations/2': {
                ...integration,
                details: { infoList: { url: 'https://b', applicationId: 7, apiToken: 't0' } },
            },
        });
        await dataProvider.update('integrations', {
            id: '2',
            data: {
                ...integration,
                details: { infoList: { url: 'https://a', applicationId: '8', apiToken: 't0' } },
            },
            previousData: integration,
        });
        expect(writes()).toEqual([
            {
                method: 'PATCH',
                path: '/integrations/2',
                body: {
                    details: { infoList: { url: 'https://b', applicationId: 8, apiToken: 't0' } },
                },
            },
        ]);
    });

    it('custom alarms: the changed script only', async () => {
        const alarm = {
            id: 5,
            title: 'Hot',
            description: 'd',
            alarmType: 'WARNING',
            monitorId: 4,
            organizationId: 1,
            code: 'a',
            testData: 't',
        };
        const { writes, dataProvider } = server({ '/alarming/custom-alarms/5': alarm });
        await dataProvider.update('customAlarms', {
            id: '5',
            data: { ...alarm, code: 'b' },
            previousData: alarm,
        });
        expect(writes()).toEqual([
            { method: 'PATCH', path: '/alarming/custom-alarms/5', body: { code: 'b' } },
        ]);
    });

    it('data sharing: PATCH /sharing with the id and the changed field', async () => {
        const sharing = {
            id: 3,
            name: 'Open data',
            script: 's',
            protocol: 'HTTP',
            headers: { Authorization: 'x' },
            mqttConfig: null,
            address: 'https://o',
            deviceDetails: { vendor: 'V', deviceType: 'T', firmware: '1' },
            error: true,
        };
        const { writes, dataProvider } = server({ '/sharing/3': sharing });
        await dataProvider.update('dataSharing', {
            id: 3,
            data: { ...sharing, error: false },
            previousData: sharing,
        });
        expect(writes()).toEqual([
            { method: 'PATCH', path: '/sharing', body: { id: 3, error: false } },
        ]);
    });

    it('device groups: the changed name only', async () => {
        const group = {
            id: 6,
            name: 'G',
            integrationId: 1,
            organizationId: 1,
            mapping: null,
            details: { vendor: 'V', deviceType: 'T', firmware: '1' },
            groupDetails: { infoList: {} },
        };
        const { writes, dataProvider } = server({ '/device-groups/6': group });
        await dataProvider.update('deviceGroups', {
            id: '6',
            data: { ...group, id: '6', name: 'G2' },
            previousData: group,
        });
        expect(writes()).toEqual([
            { method: 'PATCH', path: '/device-groups/6', body: { id: 6, name: 'G2' } },
        ]);
    });

    it('nothing changed: no write at all', async () => {
        const { writes, dataProvider } = server({ '/devices/4': device });
        const result = await dataProvider.update('devices', {
            id: 4,
            data: { ...device },
            previousData: device,
        });
        expect(writes()).toEqual([]);
        expect(result.data.name).toBe('Pump');
    });
});

describe('a PUT (responsibles, organizations) sends the whole record', () => {
    const responsible = {
        id: 8,
        name: 'Eva',
        email: 'eva@example.com',
        organizationId: 1,
        plans: [],
    };

    it("with the other user's change to a field I left alone", async () => {
        const { writes, dataProvider } = server({
            '/alarming/responsibles/8': { ...responsible, email: 'new@example.com' },
        });
        await dataProvider.update('responsibles', {
            id: '8',
            data: { ...responsible, name: 'Eva Berg' },
            previousData: responsible,
        });
        expect(writes()).toEqual([
            {
                method: 'PUT',
                path: '/alarming/responsibles/8',
                body: { ...responsible, name: 'Eva Berg', email: 'new@example.com' },
            },
        ]);
    });

    it('organizations: the declared writable fields', async () => {
        const organization = { id: 2, name: 'Old', billingId: 'B-1' };
        const { writes, dataProvider } = server({ '/organizations/2': organization });
        await dataProvider.update('organizations', {
            id: '2',
            data: { ...organization, name: 'New', type: 'organization' },
            previousData: { ...organization, type: 'organization' },
        });
        expect(writes()).toEqual([
            {
                method: 'PUT',
                path: '/organizations/2',
                body: { id: 2, name: 'New', billingId: 'B-1' },
            },
        ]);
    });
});

describe('a change by someone else to a field I changed too', () => {
    it('throws a ConflictError with both values and the record as stored, and writes nothing', async () => {
        const { writes, dataProvider } = server({
            '/devices/4': { ...device, name: 'Theirs', description: 'theirs too' },
        });
        const update = dataProvider.update('devices', {
            id: 4,
            data: { ...device, name: 'Mine', description: 'mine' },
            previousData: device,
        });
        await expect(update).rejects.toBeInstanceOf(ConflictError);
        const error = (await update.catch(caught => caught)) as ConflictError;
        expect(error.conflicts).toEqual([
            { path: 'name', theirs: 'Theirs', mine: 'Mine', secret: false },
            { path: 'description', theirs: 'theirs too', mine: 'mine', secret: false },
        ]);
        expect(error.current).toMatchObject({ id: 4, name: 'Theirs' });
        expect(error.message).toBe('app.error.handled');
        expect(writes()).toEqual([]);
    });

    it('"Keep mine" (meta keepMine) writes my value over theirs', async () => {
        const { writes, dataProvider } = server({ '/devices/4': { ...device, name: 'Theirs' } });
        await dataProvider.update('devices', {
            id: 4,
            data: { ...device, name: 'Mine' },
            previousData: device,
            meta: KEEP_MINE_META,
        });
        expect(writes()).toEqual([
            { method: 'PATCH', path: '/devices/4', body: { id: 4, name: 'Mine' } },
        ]);
    });

    it('a PUT conflicts too (responsibles): the same email changed twice', async () => {
        const responsible = { id: 8, name: 'Eva', email: 'a@x.ch', organizationId: 1, plans: [] };
        const { writes, dataProvider } = server({
            '/alarming/responsibles/8': { ...responsible, email: 'theirs@x.ch' },
        });
        await expect(
            dataProvider.update('responsibles', {
                id: 8,
                data: { ...responsible, email: 'mine@x.ch' },
                previousData: responsible,
            }),
        ).rejects.toMatchObject({
            conflicts: [{ path: 'email', theirs: 'theirs@x.ch', mine: 'mine@x.ch' }],
        });
        expect(writes()).toEqual([]);
    });
});
