/**
 * The content service's texts of the store, cached by react-query: the service store entry of a
 * smart service and the pricing card of a package, in the console's language (the locale is part
 * of the key, so a change of language fetches them anew while the previous ones stay on screen).
 * Failures are only logged (section 8) and not retried: missing content is left out.
 */
import { useQuery } from '@tanstack/react-query';
import {
    keepTextsWhileLanguageChanges,
    useConsoleLocale,
} from '../../../src/api/transport/acceptLanguage';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { fetchPricingCard, fetchServiceStoreEntry } from './contentApi';

const CONTENT_STALE_MS = 5 * 60_000;

const logged =
    <T>(load: () => Promise<T>) =>
    async () => {
        try {
            return await load();
        } catch (failure) {
            console.error(failure);
            throw failure;
        }
    };

export const useServiceStoreEntry = (serviceId: string | null) => {
    const locale = useConsoleLocale();
    const queryKey = queryKeys.content('serviceStore', serviceId, locale);
    return useQuery({
        queryKey,
        queryFn: logged(() => fetchServiceStoreEntry(serviceId ?? '', locale)),
        enabled: !!serviceId,
        staleTime: CONTENT_STALE_MS,
        retry: false,
        placeholderData: keepTextsWhileLanguageChanges(queryKey),
    });
};

export const usePricingCard = (sapNumber: string) => {
    const locale = useConsoleLocale();
    const queryKey = queryKeys.content('pricingCards', sapNumber, locale);
    return useQuery({
        queryKey,
        queryFn: logged(() => fetchPricingCard(sapNumber, locale)),
        staleTime: CONTENT_STALE_MS,
        retry: false,
        placeholderData: keepTextsWhileLanguageChanges(queryKey),
    });
};
