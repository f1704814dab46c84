/**
 * Saved views (issue 19, point 5): react-admin's saved queries (a name, the filter, the shown
 * filters, the sort and the page size) kept in react-admin's store, so in this browser's local
 * storage ("RaStoreconsole." keys). One list per resource, user and organization: the key names
 * the signed-in user's id (the token's subject), so two users of one browser never see each
 * other's views, and the organization, because a view's filter names that organization's
 * integrations and services.
 */
import type { SavedQuery } from 'react-admin';

/**
 * The resource name given to react-admin's useSavedQueries, which stores under
 * `${name}.savedQueries`: e.g. "devices.views.u-3f2a….o-1".
 */
export const savedViewsResource = (
    resource: string,
    userId: string | number,
    organizationId: string | number | null,
) =>
    `${resource}.views.u-${encodeURIComponent(String(userId))}.o-${encodeURIComponent(
        String(organizationId ?? 'none'),
    )}`;

export type ListQuery = SavedQuery['value'];

/** JSON with sorted keys and no empty values: two queries that show the same list compare equal. */
const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
        return Object.fromEntries(
            Object.entries(value)
                .filter(([, entry]) => entry !== undefined && entry !== '')
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([key, entry]) => [key, canonical(entry)]),
        );
    }
    return value;
};

/** Whether a view shows the list as it is now (same filter, sort and page size). */
export const sameView = (a: ListQuery, b: ListQuery) =>
    JSON.stringify(canonical({ filter: a.filter ?? {}, sort: a.sort, perPage: a.perPage })) ===
    JSON.stringify(canonical({ filter: b.filter ?? {}, sort: b.sort, perPage: b.perPage }));

/** The views with this one added, replacing one of the same name. */
export const withView = (views: readonly SavedQuery[], view: SavedQuery): SavedQuery[] => [
    ...views.filter(one => one.label !== view.label),
    view,
];

export const withoutView = (views: readonly SavedQuery[], label: string): SavedQuery[] =>
    views.filter(one => one.label !== label);
