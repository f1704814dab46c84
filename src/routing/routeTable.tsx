/**
 * Every route of the console with its breadcrumb label, from the two registries: the flows'
 * pages, then the declared resources' pages (generated unless the declaration or a flow supplies
 * its own) and their other routes (wizards, pages of their own).
 */
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ComponentType, ReactElement } from 'react';
import type { AccessRule } from '../auth/access';
import type { ResourceAccess, ResourceDeclaration } from '../crud/declaration';
import { ListHeading } from '../crud/ListHeading';
import { ResourceList } from '../crud/ResourceList';
import { withRoute } from '../loading/withRoute';
import type { FlowDeclaration } from './flow';
import type { RouteTile } from './routeTile';

/** A routed page: its path, the access it needs (see access.ts), its breadcrumb label and page. */
export interface RouteEntry extends AccessRule {
    labelKey: string;
    element: ReactElement;
    /** Its tile on the landing page one level up (src/routing/routeTile.ts). */
    tile?: RouteTile;
    /** A resource's list: the sidebar offers it when it lies outside every area (Menu). */
    menuIcon?: ComponentType;
    /** Its page component: one loaded with its route (withRoute) loads ahead when opened on. */
    page?: ComponentType;
}

export const HOME_LABEL_KEY = 'app.menu.home';

// Forms load when they are opened: the first page a user sees is usually a list.
const ResourceCreate = withRoute(() => import('../crud/ResourceCreate'), 'ResourceCreate');
const ResourceEdit = withRoute(() => import('../crud/ResourceEdit'), 'ResourceEdit');

/**
 * A resource's pages by default: viewers of the organization see the list and the read-only edit
 * page, only admins add (product specification section 6).
 */
export const DEFAULT_RESOURCE_ACCESS: Required<ResourceAccess> = {
    list: 'organizationMembers',
    add: 'organizationAdmins',
    edit: 'organizationMembers',
};

const resourceRoutes = (declaration: ResourceDeclaration): RouteEntry[] => {
    const { name, paths } = declaration;
    const access = { ...DEFAULT_RESOURCE_ACCESS, ...declaration.access };
    const List = declaration.list;
    const Create = declaration.create;
    const Edit = declaration.edit;
    const entries: RouteEntry[] = [
        {
            path: paths.list,
            access: access.list,
            labelKey: `resources.${name}.name`,
            // Its h1 here, for the generated and the resources' own lists alike.
            element: (
                <>
                    <ListHeading resource={name} />
                    {List ? <List /> : <ResourceList declaration={declaration} />}
                </>
            ),
            tile: declaration.tile,
            menuIcon: declaration.icon ?? ViewListIcon,
            page: List,
        },
    ];
    if (paths.add) {
        entries.push({
            path: paths.add,
            access: access.add,
            labelKey: `resources.${name}.add`,
            element: Create ? <Create /> : <ResourceCreate declaration={declaration} />,
            page: Create,
        });
    }
    if (paths.edit) {
        entries.push({
            path: paths.edit,
            access: access.edit,
            labelKey: `resources.${name}.edit`,
            element: Edit ? <Edit /> : <ResourceEdit declaration={declaration} />,
            page: Edit,
        });
    }
    // A page of the resource's own on a declared path replaces the generated one there.
    const own = declaration.routes ?? [];
    const ownPaths = new Set(own.map(entry => entry.path));
    return [...entries.filter(entry => !ownPaths.has(entry.path)), ...own];
};

export const buildRouteTable = (
    flows: FlowDeclaration[],
    resources: ResourceDeclaration[],
): RouteEntry[] => {
    const flowRoutes = flows.flatMap(flow => flow.routes);
    const byFlow = new Set(flowRoutes.map(entry => entry.path));
    return [
        ...flowRoutes,
        ...resources.flatMap(resourceRoutes).filter(entry => !byFlow.has(entry.path)),
    ];
};

/**
 * What access.ts decides by: every route's rule, and the rules flows declare for paths without a
 * page of their own.
 */
export const buildAccessRules = (flows: FlowDeclaration[], table: RouteEntry[]): AccessRule[] => [
    ...table.map(({ path, access }) => ({ path, access })),
    ...flows.flatMap(flow => flow.accessRules ?? []),
];

/** The breadcrumb trail of a path: home, then every routed prefix of it. */
export const breadcrumbTrail = (
    pathname: string,
    table: RouteEntry[],
): { path: string; labelKey: string }[] => {
    const byPath = new Map(table.map(entry => [entry.path, entry.labelKey]));
    const trail = [{ path: '/', labelKey: HOME_LABEL_KEY }];
    const segments = pathname.split('/').filter(Boolean);
    segments.forEach((_, index) => {
        const path = '/' + segments.slice(0, index + 1).join('/');
        const labelKey = byPath.get(path);
        if (labelKey) trail.push({ path, labelKey });
    });
    return trail;
};
