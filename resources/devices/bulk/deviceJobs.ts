/**
 * What each bulk action does to one device, run by src/bulk/bulkRunner.ts.
 * Every write goes through the dataProvider's own delete and update, the ones a single device's
 * Remove and Save use: an update reads the device again and goes through the conflict check
 * (src/api/writes/concurrentChange.ts), and sends what a single save sends.
 */
import type { DataProvider, Identifier } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../../src/api/transport/headers';
import { PAUSE_TAKEN_META } from '../../../src/api/writes/writePause';
import { alreadyRemovedOf } from '../../../src/api/writes/alreadyRemoved';
import { BulkRefusal } from '../../../src/bulk/bulkFailure';
import { ALREADY_REMOVED } from '../../../src/bulk/runBulk';
import type { BulkPrepare } from '../../../src/bulk/bulkRunner';
import { availableForTag, type LicenceBundle, TAG_LICENCE_TYPES } from '../activation/licences';
import { tagLabelKey, tagOptions } from '../tags';
import type { Device, DeviceTag } from '../types';

/** A device of the selection: the record as the list had it, or only its id and name. */
export type BulkDevice = Pick<Device, 'id' | 'name'> & Partial<Device>;

/** The organization's devices now, by id (the dataProvider's whole-list cache, fresh after writes). */
const devicesNow = async (dataProvider: DataProvider) => {
    const { data } = await dataProvider.getList<Device>('devices', {
        pagination: { page: 1, perPage: LIST_PAGE_SIZE },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
    });
    return data;
};

/** The selected ids as devices, named; an id no longer in the list keeps its id as its name. */
export const selectedDevices = async (
    dataProvider: DataProvider,
    ids: readonly Identifier[],
): Promise<BulkDevice[]> => {
    const { data } = await dataProvider.getMany('devices', { ids: [...ids] });
    const byId = new Map((data as Device[]).map(device => [String(device.id), device]));
    return ids.map(id => byId.get(String(id)) ?? { id: Number(id), name: String(id) });
};

/** Each device as the server has it now, where the list still has it. */
const freshOf = async (dataProvider: DataProvider) => {
    const all = await devicesNow(dataProvider);
    const byId = new Map(all.map(device => [String(device.id), device]));
    return { all, get: (device: BulkDevice) => byId.get(String(device.id)) };
};

/** DELETE /devices/{id}: a device gone already (404) counts as removed, and is named so. */
export const removeJob =
    (dataProvider: DataProvider): BulkPrepare<BulkDevice> =>
    async () =>
    async device => {
        const { data } = await dataProvider.delete('devices', {
            id: device.id,
            previousData: device as Device,
            meta: PAUSE_TAKEN_META,
        });
        return alreadyRemovedOf(data).length > 0 ? ALREADY_REMOVED : undefined;
    };

/** A device's update as a single save makes it: previousData is the device as it was read. */
const updateWith = async (
    dataProvider: DataProvider,
    current: Device | undefined,
    device: BulkDevice,
    change: Partial<Device>,
) => {
    // Not in the list any more: its own read answers (404 "Device 7 not found").
    const base = current ?? (await dataProvider.getOne<Device>('devices', { id: device.id })).data;
    await dataProvider.update<Device>('devices', {
        id: device.id,
        data: { ...base, ...change },
        previousData: base,
        meta: PAUSE_TAKEN_META,
    });
};

/** PATCH mapping: the service's id, or null for "No service". */
export const assignServiceJob =
    (dataProvider: DataProvider, mapping: number | null): BulkPrepare<BulkDevice> =>
    async () => {
        const fresh = await freshOf(dataProvider);
        return device => updateWith(dataProvider, fresh.get(device), device, { mapping });
    };

interface TagJobContext {
    dataProvider: DataProvider;
    tag: DeviceTag;
    /** The integration type of an integration id (its tags: product specification section 9). */
    integrationType: (integrationId: number | undefined) => string | undefined;
    integrationName: (integrationId: number | undefined) => string;
    /** The organization's licence bundle (loaded only for a tag that needs licences). */
    loadBundle: () => Promise<LicenceBundle>;
    translate: (key: string) => string;
}

/**
 * The licence check of section 5 for devices that move to a tag: an enabled device that does not
 * carry the tag yet needs one licence of it; the bundle must hold at least those plus the enabled
 * devices that carry it already. Licences are granted in the order of the run: the first devices
 * get them, the ones after the last licence fail with "Not enough licences".
 */
export const licencesLeft = (bundle: LicenceBundle | undefined, tag: string, all: Device[]) =>
    availableForTag(bundle, tag) -
    all.filter(device => device.isEnabled && (device.tags ?? []).includes(tag as DeviceTag)).length;

export const needsLicence = (device: Partial<Device>, tag: string) =>
    tag in TAG_LICENCE_TYPES &&
    !!device.isEnabled &&
    !(device.tags ?? []).includes(tag as DeviceTag);

/** PATCH tags: [tag], after the integration's allowed tags and the licences. */
export const setTagJob =
    ({
        dataProvider,
        tag,
        integrationType,
        integrationName,
        loadBundle,
        translate,
    }: TagJobContext): BulkPrepare<BulkDevice> =>
    async () => {
        const fresh = await freshOf(dataProvider);
        const licensed = tag in TAG_LICENCE_TYPES;
        let left = licensed ? licencesLeft(await loadBundle(), tag, fresh.all) : 0;
        const tagName = translate(tagLabelKey(tag));
        return async device => {
            const current = fresh.get(device);
            const record = current ?? device;
            if (current && !tagOptions(integrationType(current.integrationId)).includes(tag)) {
                throw new BulkRefusal('devices.bulk.refusal.tag_not_allowed', {
                    tag: tagName,
                    integration: integrationName(current.integrationId),
                });
            }
            const licence = needsLicence(record, tag);
            if (licence) {
                if (left <= 0) {
                    throw new BulkRefusal('devices.bulk.refusal.licences', { tag: tagName });
                }
                left -= 1;
            }
            try {
                await updateWith(dataProvider, current, device, { tags: [tag] });
            } catch (error) {
                if (licence) left += 1;
                throw error;
            }
        };
    };
