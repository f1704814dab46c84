/**
 * The record each declared resource's edit page opens on in the sweeps: the first record (least
 * id) of organization 1 in the freshly seeded sandbox, read through the API as the system admin
 * before any test runs (globalSetup.ts), so that a new resource needs no seeded id written in a
 * test. A resource with an edit page and no such record fails the run.
 */
import type { Page } from '@playwright/test';
import { api } from './helpers';
import { ROUTE_MANIFEST } from './routes';

export async function firstSeededRecords(page: Page): Promise<Record<string, number>> {
    const ids: Record<string, number> = {};
    for (const resource of ROUTE_MANIFEST.resources) {
        if (!resource.edit) continue;
        const query = resource.organizationParam ? `?${resource.organizationParam}=1` : '';
        const { status, body } = await api(page, 'GET', `${resource.endpoint}${query}`);
        if (status !== 200) throw new Error(`GET ${resource.endpoint}: ${status}`);
        const list = (resource.listResultKey ? body[resource.listResultKey] : body) as {
            id: number;
            organizationId?: number;
        }[];
        const own = list
            .filter(record => (record.organizationId ?? 1) === 1)
            .map(record => record.id);
        if (own.length === 0) {
            throw new Error(`${resource.name}: no seeded record of organization 1 to edit`);
        }
        ids[resource.edit] = Math.min(...own);
    }
    return ids;
}
