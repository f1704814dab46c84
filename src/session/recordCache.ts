/**
 * The records the console has read (react-query's cache, react-admin's queryClient). Every way a
 * session ends drops them all, so that the next user of the browser sees none of them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { forgetAnswers } from '../api/transport/conditionalGets';

let cache: QueryClient | undefined;

/** The composition root hands over the one queryClient. */
export const registerRecordCache = (queryClient: QueryClient | undefined) => {
    cache = queryClient;
};

let reloadWhenRestored = false;

export const dropCachedRecords = () => {
    cache?.clear();
    // The bodies the conditional GETs would answer a 304 with (src/api/transport/conditionalGets.ts).
    forgetAnswers();
    // A page left for the sign-out may come back from the browser's back-forward cache with the
    // records still drawn: load it anew instead (which asks for sign-in).
    if (!reloadWhenRestored && typeof window !== 'undefined') {
        reloadWhenRestored = true;
        window.addEventListener('pageshow', event => {
            if (event.persisted) window.location.reload();
        });
    }
};
