/**
 * Which organization the console works in: the query parameter organization_id if it names an
 * organization the user can see, else the stored id if still valid, else the user's only
 * organization when there is exactly one, else none.
 */
export const ORGANIZATION_QUERY_PARAM = 'organization_id';
export const ORGANIZATION_STORE_KEY = 'organization.current';

export interface OrganizationRef {
    id: string | number;
}

export const pickOrganization = (
    queryId: string | null | undefined,
    storedId: string | null | undefined,
    organizations: OrganizationRef[],
): string | null => {
    const valid = (id: string | null | undefined) =>
        id != null &&
        id !== '' &&
        organizations.some(organization => String(organization.id) === id);
    if (valid(queryId)) return String(queryId);
    if (valid(storedId)) return String(storedId);
    if (organizations.length === 1) return String(organizations[0].id);
    return null;
};
