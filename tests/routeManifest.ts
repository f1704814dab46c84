/**
 * The route manifest: the route table (src/routing/routeTable.tsx, built from resources/index.ts
 * and custom-pages/index.ts) and the declared resources' facts, as plain data for the end-to-end
 * sweeps, whose loader cannot import the registries (decision 0036). The end-to-end run writes it
 * before its tests load (tests/routeManifestCli/write.ts, from tests/e2e/globalSetup.ts), so a new
 * resource or flow route reaches every sweep without a hand step (decision 0070); the unit tests
 * read it from here.
 */
import { flows } from '../custom-pages';
import { resources } from '../resources';
import type { ResourceDeclaration } from '../src/crud/declaration';
import type { ManifestResource, RouteManifest } from './e2e/routes';
import { accessRules, routeTable } from './unit/routeRules';

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

/** The component each kind of page replaces the generated one with. */
const COMPONENT = { list: 'list', add: 'create', edit: 'edit' } as const;

/** The resource's list, add and edit pages that are its own (not the generated ones). */
const ownPagesOf = (resource: ResourceDeclaration) =>
    (['list', 'add', 'edit'] as const).filter(kind => {
        const path = resource.paths[kind];
        return (
            path !== undefined &&
            (resource[COMPONENT[kind]] !== undefined ||
                !!resource.routes?.some(entry => entry.path === path))
        );
    });

/** The declared secrets as data: the keyed objects' patterns as their source and flags. */
const secretsOf = ({ secrets }: ResourceDeclaration): Pick<ManifestResource, 'secrets'> =>
    secrets
        ? {
              secrets: {
                  paths: [...secrets.paths],
                  ...(secrets.keyed
                      ? {
                            keyed: Object.fromEntries(
                                Object.entries(secrets.keyed).map(([path, pattern]) => [
                                    path,
                                    { source: pattern.source, flags: pattern.flags },
                                ]),
                            ),
                        }
                      : {}),
              },
          }
        : {};

const resourceOf = (resource: ResourceDeclaration): ManifestResource => ({
    name: resource.name,
    endpoint: resource.endpoint,
    ...resource.paths,
    ...(resource.organizationScoped === false ? { organizationScoped: false } : {}),
    ...(resource.organizationParam ? { organizationParam: resource.organizationParam } : {}),
    ...(resource.listResultKey ? { listResultKey: resource.listResultKey } : {}),
    updateMethod: resource.updateMethod ?? 'PATCH',
    ...(resource.updatePath ? { updatePath: resource.updatePath } : {}),
    ownPages: ownPagesOf(resource),
    fields: resource.fields.map(field => ({
        source: field.source,
        type: field.type,
        ...(field.type === 'reference' ? { reference: field.reference } : {}),
        ...(field.create === false ? { create: false } : {}),
        ...(field.edit && field.edit !== 'editable' ? { edit: field.edit } : {}),
    })),
    ...secretsOf(resource),
});

export const routeManifest: RouteManifest = {
    routes: routeTable.map(({ path, access, labelKey }) => ({
        path,
        access,
        labelKey,
        ...ownerOf(path),
    })) as RouteManifest['routes'],
    resources: resources.map(resourceOf),
    accessRules: accessRules.filter(rule => !routeTable.some(entry => entry.path === rule.path)),
};
