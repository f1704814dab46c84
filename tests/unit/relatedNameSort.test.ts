/** Columns that show a related record's name (a device's integration and service) sort by it. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { devices } from '../../resources/devices';
import { integrations } from '../../resources/integrations';
import { services } from '../../resources/services';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver } from './testDataProvider';

const device = (id: number, integrationId: number, mapping: number | null) => ({
    id,
    name: `Device ${id}`,
    deviceId: `D${id}`,
    integrationId,
    mapping,
    details: { vendor: 'V', deviceType: 'T', firmware: '1' },
    tags: [],
});

const collections: Record<string, unknown[]> = {
    '/api/devices': [device(1, 10, 21), device(2, 11, null), device(3, 12, 20)],
    // Ids in the opposite order of the names.
    '/api/integrations': [
        { id: 10, name: 'Zurich LoRa', type: 'MQTT' },
        { id: 11, name: 'Bern webhook', type: 'REST' },
        { id: 12, name: 'aarau ChirpStack', type: 'CHIRPSTACK_V4' },
    ],
    '/api/services': [
        { id: 20, name: 'Street lights', type: 'SLS' },
        { id: 21, name: 'Parking', type: 'STS' },
    ],
};

const setup = () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
        Response.json(collections[new URL(String(url), 'http://console').pathname] ?? []),
    );
    return dataProviderOver(fetch, [devices, integrations, services]);
};

const sortedIds = async (
    dataProvider: ReturnType<typeof setup>,
    field: string,
    order: 'ASC' | 'DESC',
) =>
    (
        await dataProvider.getList('devices', {
            pagination: { page: 1, perPage: 25 },
            sort: { field, order },
            filter: {},
        })
    ).data.map(record => record.id);

describe('sorting by a related name', () => {
    beforeEach(() => setConfig(TEST_CONFIG));

    it("sorts devices by their integration's name, not its id, ignoring case", async () => {
        const dataProvider = setup();
        expect(await sortedIds(dataProvider, 'integrationId', 'ASC')).toEqual([3, 2, 1]);
        expect(await sortedIds(dataProvider, 'integrationId', 'DESC')).toEqual([1, 2, 3]);
    });

    it("sorts by the service's name, devices without a service last both ways", async () => {
        const dataProvider = setup();
        expect(await sortedIds(dataProvider, 'mapping', 'ASC')).toEqual([1, 3, 2]);
        expect(await sortedIds(dataProvider, 'mapping', 'DESC')).toEqual([3, 1, 2]);
    });
});
