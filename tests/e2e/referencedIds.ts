/**
 * The ids sample bodies give their references (tests/schemaSamples.ts `referenceOf`): the first
 * record of each resource a schema's references name, in organization 1, read through the API
 * (the API refuses an id of none, sandbox/api/references.ts). A declared resource by its
 * endpoint, another by its name in kebab case (devices: /devices).
 */
import type { Page } from '@playwright/test';
import { referencesIn, type JsonSchema } from '../schemaSamples';
import { api } from './helpers';
import { ROUTE_MANIFEST } from './routes';

const endpointOf = (resource: string) =>
    ROUTE_MANIFEST.resources.find(declared => declared.name === resource)?.endpoint ??
    `/${resource.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)}`;

export async function referencedIds(
    page: Page,
    schema: JsonSchema,
): Promise<(resource: string) => unknown> {
    const ids = new Map<string, unknown>();
    for (const resource of referencesIn(schema)) {
        const { body } = await api(page, 'GET', endpointOf(resource));
        const list: { id?: unknown }[] = Array.isArray(body)
            ? body
            : (Object.values(body ?? {}).find(Array.isArray) ?? []);
        ids.set(resource, list[0]?.id);
    }
    return resource => ids.get(resource);
}
