/**
 * The content service's texts of the store, cached by react-query: the service store entry of a
 * smart service and the pricing card of a package. Failures are only logged (section 8) and not
 * retried: missing content is left out.
 */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../src/api/queryKeys';
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

export const useServiceStoreEntry = (serviceId: string | null) =>
    useQuery({
        queryKey: queryKeys.content('serviceStore', serviceId),
        queryFn: logged(() => fetchServiceStoreEntry(serviceId ?? '')),
        enabled: !!serviceId,
        staleTime: CONTENT_STALE_MS,
        retry: false,
    });

export const usePricingCard = (sapNumber: string) =>
    useQuery({
        queryKey: queryKeys.content('pricingCards', sapNumber),
        queryFn: logged(() => fetchPricingCard(sapNumber)),
        staleTime: CONTENT_STALE_MS,
        retry: false,
    });
