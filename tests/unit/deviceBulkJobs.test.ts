/**
 * What the device list's bulk actions do to each device (resources/devices/bulk/deviceJobs.ts):
 * the tag's checks per device (the integration's tags, then the licences of section 5, granted
 * in the order of the run and given back when the write fails), and every write through the
 * dataProvider's own update and delete with the record as previousData and the pause taken.
 */
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PAUSE_TAKEN_META } from '../../src/api/writes/writePause';
import { BulkRefusal } from '../../src/bulk/bulkFailure';
import {
    assignServiceJob,
    licencesLeft,
    needsLicence,
    removeJob,
    setTagJob,
} from '../../resources/devices/bulk/deviceJobs';
import type { Device } from '../../resources/devices/types';

const device = (id: number, extra: Partial<Device> = {}): Device => ({
    id,
    name: `Device ${id}`,
    description: '',
    deviceId: `D${id}`,
    integrationId: 1,
    organizationId: 1,
    mapping: null,
    tags: [],
    isTSD: false,
    isEnabled: true,
    lastSeen: null,
    updateInterval: 0,
    location: '',
    details: { vendor: 'v', deviceType: 't', firmware: '1' },
    ...extra,
});

const providerOf = (all: Device[], update = vi.fn(async () => ({ data: {} }))) =>
    ({
        getList: vi.fn(async () => ({ data: all, total: all.length })),
        getOne: vi.fn(async () => {
            throw Object.assign(new Error('missing'), { status: 404 });
        }),
        update,
        delete: vi.fn(async () => ({ data: {} })),
    }) as unknown as DataProvider & { update: typeof update };

const tagContext = (dataProvider: DataProvider, bundle: Record<string, number>) => ({
    dataProvider,
    tag: 'lighting' as const,
    integrationType: (id: number | undefined) => (id === 3 ? 'REST' : 'CHIRPSTACK_V4'),
    integrationName: (id: number | undefined) => `Integration ${id}`,
    loadBundle: async () => bundle,
    translate: (key: string) => key,
});

describe('licences for a tag', () => {
    it('counts the licences left after the enabled devices that carry the tag', () => {
        const all = [
            device(1, { tags: ['lighting'] }),
            device(2, { tags: ['lighting'], isEnabled: false }),
            device(3),
        ];
        expect(licencesLeft({ '1386962': 3 }, 'lighting', all)).toBe(2);
        expect(licencesLeft({}, 'lighting', all)).toBe(-1);
    });

    it('needs one for an enabled device that does not carry the tag yet', () => {
        expect(needsLicence(device(1), 'lighting')).toBe(true);
        expect(needsLicence(device(1, { tags: ['lighting'] }), 'lighting')).toBe(false);
        expect(needsLicence(device(1, { isEnabled: false }), 'lighting')).toBe(false);
        expect(needsLicence(device(1), 'valve')).toBe(false);
    });
});

describe('set the tag', () => {
    it('refuses a tag the integration does not allow, and devices beyond the licences left', async () => {
        const all = [
            device(1, { tags: ['lighting'] }),
            device(2),
            device(3),
            device(4, { integrationId: 3 }),
        ];
        const dataProvider = providerOf(all);
        const perform = await setTagJob(tagContext(dataProvider, { '1386962': 2 }))(all);
        const outcomes: unknown[] = [];
        for (const one of [all[3], all[1], all[2]]) {
            outcomes.push(
                await perform(one).then(
                    () => 'done',
                    error => error,
                ),
            );
        }
        expect(outcomes[0]).toBeInstanceOf(BulkRefusal);
        expect((outcomes[0] as BulkRefusal).key).toBe('devices.bulk.refusal.tag_not_allowed');
        expect(outcomes[1]).toBe('done');
        expect((outcomes[2] as BulkRefusal).key).toBe('devices.bulk.refusal.licences');
        expect(dataProvider.update).toHaveBeenCalledTimes(1);
        expect(dataProvider.update).toHaveBeenCalledWith('devices', {
            id: 2,
            data: { ...all[1], tags: ['lighting'] },
            previousData: all[1],
            meta: PAUSE_TAKEN_META,
        });
    });

    it('gives the licence back when the write fails', async () => {
        const all = [device(1), device(2)];
        const update = vi
            .fn()
            .mockRejectedValueOnce(new Error('refused'))
            .mockResolvedValue({ data: {} });
        const dataProvider = providerOf(all, update);
        const perform = await setTagJob(tagContext(dataProvider, { '1386962': 1 }))(all);
        await expect(perform(all[0])).rejects.toThrow('refused');
        await expect(perform(all[1])).resolves.toBeUndefined();
    });
});

describe('assign and remove', () => {
    it('assigns through the update of a single save, from the device as it is now', async () => {
        const now = device(1, { name: 'Renamed meanwhile' });
        const dataProvider = providerOf([now]);
        const perform = await assignServiceJob(dataProvider, 103)([device(1)]);
        await perform(device(1));
        expect(dataProvider.update).toHaveBeenCalledWith('devices', {
            id: 1,
            data: { ...now, mapping: 103 },
            previousData: now,
            meta: PAUSE_TAKEN_META,
        });
    });

    it('a device no longer in the list fails with its own read', async () => {
        const dataProvider = providerOf([]);
        const perform = await assignServiceJob(dataProvider, null)([device(7)]);
        await expect(perform(device(7))).rejects.toMatchObject({ status: 404 });
        expect(dataProvider.update).not.toHaveBeenCalled();
    });

    it('removes with the pause taken', async () => {
        const dataProvider = providerOf([]);
        const perform = await removeJob(dataProvider)([device(5)]);
        await perform(device(5));
        expect(dataProvider.delete).toHaveBeenCalledWith('devices', {
            id: 5,
            previousData: device(5),
            meta: PAUSE_TAKEN_META,
        });
    });
});
