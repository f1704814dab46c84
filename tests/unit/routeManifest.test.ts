/**
 * The route manifest (tests/e2e/routes.json): the route table as plain data, for the end-to-end
 * sweeps, which run in Node where the registries (react-admin, MUI) cannot be imported. This test
 * keeps it equal to the table; after adding a resource or a flow route, write it anew with
 * `npx vitest run tests/unit/routeManifest.test.ts -u`.
 */
import { describe, expect, it } from 'vitest';
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import type { RouteManifest } from '../e2e/routes';
import { accessRules, routeTable } from './routeRules';

const ownerOf = (path: string) => {
    const flow = flows.find(candidate => candidate.routes.some(entry => entry.path === path));
    const resource = resources.find(
        candidate =>
            Object.values(candidate.paths).includes(path) ||
            candidate.routes?.some(entry => entry.path === path),
    );
    const kind = resource
        ? (Object.entries(resource.paths).find(([, value]) => value === path)?.[0] ?? 'page')
        : 'page';
    return {
        ...(flow ? { flow: flow.name } : {}),
        ...(resource ? { resource: resource.name } : {}),
        kind,
    };
};

const manifest: RouteManifest = {
    routes: routeTable.map(({ path, access, labelKey }) => ({
        path,
        access,
        labelKey,
        ...ownerOf(path),
    })) as RouteManifest['routes'],
    resources: resources.map(
        ({ name, endpoint, paths, organizationScoped, organizationParam, listResultKey }) => ({
            name,
            endpoint,
            ...paths,
            ...(organizationScoped === false ? { organizationScoped } : {}),
            ...(organizationParam ? { organizationParam } : {}),
            ...(listResultKey ? { listResultKey } : {}),
        }),
    ),
    accessRules: accessRules.filter(rule => !routeTable.some(entry => entry.path === rule.path)),
};

describe('the route manifest of the end-to-end sweeps', () => {
    it('is the route table (if not: npx vitest run tests/unit/routeManifest.test.ts -u)', async () => {
        await expect(`${JSON.stringify(manifest, null, 4)}\n`).toMatchFileSnapshot(
            '../e2e/routes.json',
        );
    });
});
