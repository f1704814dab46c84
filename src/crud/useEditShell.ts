/**
 * What every edit page's react-admin Edit or EditBase is given, in one place: the save waits for
 * the API (pessimistic), a saved record goes back to the list, and a record that cannot be read
 * goes back to the list too.
 *
 * A save answered 404: the record was removed meanwhile (in another tab, or by someone else).
 * The error modal says so with the API's message (section 8); behind it the page goes back to
 * the list, which loads anew without the record, instead of keeping a form whose Save can only
 * fail again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetCollection } from '../api/cache/otherTabs';
import { allowNextLeave } from '../routing/leaveGuard';

export const useEditShell = (resource: string, listPath: string) => {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return useMemo(
        () => ({
            resource,
            mutationMode: 'pessimistic' as const,
            redirect: () => listPath,
            queryOptions: { onError: () => navigate(listPath) },
            mutationOptions: {
                onError: (error: unknown) => {
                    if ((error as { status?: unknown } | null)?.status !== 404) return;
                    forgetCollection(queryClient, resource);
                    allowNextLeave();
                    navigate(listPath);
                },
            },
        }),
        [navigate, queryClient, resource, listPath],
    );
};
