/**
 * The service store entries of several smart services (to name subscriptions), through the
 * store's content service calls and under the same react-query key
 * queryKeys.content('serviceStore', id, locale), so the store and the subscriptions share the
 * cache, in the console's language. Returns `{ entries, isPending }`: a Map of id to entry with
 * the ones loaded so far, and whether any is still on its way (a table waits for them rather
 * than show package ids that turn into names). Failures are only logged (section 8) and the
 * names fall back to the package id.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
    keepTextsWhileLanguageChanges,
    useConsoleLocale,
} from '../../../src/api/transport/acceptLanguage';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import type { Locale } from '../../../i18n';
import { fetchServiceStoreEntry } from './contentApi';
import type { ServiceStoreEntry } from '../state/types';

const entryQuery = (locale: Locale) => (serviceId: string) => {
    const queryKey = queryKeys.content('serviceStore', serviceId, locale);
    return {
        queryKey,
        queryFn: async () => {
            try {
                return await fetchServiceStoreEntry(serviceId, locale);
            } catch (failure) {
                console.error(failure);
                throw failure;
            }
        },
        placeholderData: keepTextsWhileLanguageChanges(queryKey),
    };
};

export const useServiceStoreEntries = (serviceIds: readonly string[]) => {
    const locale = useConsoleLocale();
    const ids = useMemo(() => [...new Set(serviceIds)].sort(), [serviceIds]);
    // A stable combine: the result changes only when an entry arrives or fails.
    const combine = useCallback(
        (results: { data?: ServiceStoreEntry; isPending: boolean }[]) => {
            const entries = new Map<string, ServiceStoreEntry>();
            results.forEach((result, index) => {
                if (result.data) entries.set(ids[index], result.data);
            });
            return { entries, isPending: results.some(result => result.isPending) };
        },
        [ids],
    );
    return useQueries({ queries: ids.map(entryQuery(locale)), combine });
};
