/**
 * A save answered 404: the record was removed meanwhile (in another tab, or by someone else).
 * The error modal says so with the API's message (section 8); behind it the page goes back to
 * the list, which loads anew without the record, instead of keeping a form whose Save can only
 * fail again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetCollection } from '../api/otherTabs';
import { allowNextLeave } from '../routing/leaveGuard';

export const useLeaveWhenGone = (resource: string, listPath: string) => {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return useCallback(
        (error: unknown) => {
            if ((error as { status?: unknown } | null)?.status !== 404) return;
            forgetCollection(queryClient, resource);
            allowNextLeave();
            navigate(listPath);
        },
        [navigate, queryClient, resource, listPath],
    );
};
