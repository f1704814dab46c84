/**
 * Settles the current organization before pages render: the query parameter organization_id,
 * else the stored id, else none. Afterwards, an organization that disappears from the list
 * (removed) stops being the current one. It changes the organization through
 * useSwitchOrganization (which also drops the billing token), as every change does.
 *
 * An organization_id the user cannot open is not silently ignored: a notice names the id asked
 * for and the organization shown instead (or that none is selected).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Loading, useNotify } from 'react-admin';
import { useCurrentOrganizationId } from './currentOrganization';
import { ORGANIZATION_QUERY_PARAM, pickOrganization } from './organizationSelection';
import { useOrganizations } from './useOrganizations';
import { useSwitchOrganization } from './useSwitchOrganization';

export const OrganizationGate = ({ children }: { children: ReactNode }) => {
    const { records, isPending, isFetching, error } = useOrganizations();
    const [currentId] = useCurrentOrganizationId();
    const switchOrganization = useSwitchOrganization();
    const [settled, setSettled] = useState(false);
    const notify = useNotify();

    useEffect(() => {
        const changeTo = (id: string | null) => switchOrganization(id, 'settled');
        if (isPending) return;
        if (!settled) {
            if (!error) {
                const queryId = new URLSearchParams(window.location.search).get(
                    ORGANIZATION_QUERY_PARAM,
                );
                const picked = pickOrganization(queryId, currentId, records);
                if (picked !== currentId) changeTo(picked);
                if (queryId && picked !== queryId) {
                    const shown = records.find(organization => String(organization.id) === picked);
                    notify(
                        shown
                            ? 'app.organization.not_yours_shown'
                            : 'app.organization.not_yours_none',
                        {
                            type: 'warning',
                            autoHideDuration: 10_000,
                            messageArgs: { requested: queryId, shown: shown?.name ?? '' },
                        },
                    );
                }
            }
            setSettled(true);
            return;
        }
        const known = records.some(organization => String(organization.id) === currentId);
        if (!isFetching && !error && currentId && !known) changeTo(null);
    }, [isPending, isFetching, error, records, currentId, settled, switchOrganization, notify]);

    return settled ? <>{children}</> : <Loading loadingPrimary="app.loading" loadingSecondary="" />;
};
