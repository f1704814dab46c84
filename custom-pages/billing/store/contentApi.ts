/**
 * The content service (sections 1 and 7; sandbox/API.md "Content service"): public, no sign-in,
 * at the configured contentServiceUrl. Its texts are shown as text, never as HTML. They are asked
 * for in the console's language (Accept-Language, src/api/transport/acceptLanguage.ts); a service that
 * does not speak it answers in its own.
 */
import { acceptLanguage } from '../../../src/api/transport/acceptLanguage';
import { getConfig } from '../../../src/config';
import type { Locale } from '../../../i18n';
import type { ServiceStoreEntry } from '../state/types';
import type { PricingCard } from './types';

const base = () => getConfig().contentServiceUrl.replace(/\/+$/, '');

const getJson = async <T>(path: string, locale: Locale): Promise<T> => {
    const url = `${base()}${path}`;
    const response = await fetch(url, {
        headers: { Accept: 'application/json', 'Accept-Language': acceptLanguage(locale) },
    });
    if (!response.ok) throw new Error(`Content service: GET ${url} answered ${response.status}`);
    return (await response.json()) as T;
};

/** GET {contentServiceUrl}/serviceStore/{smart service id} */
export const fetchServiceStoreEntry = (serviceId: string, locale: Locale) =>
    getJson<ServiceStoreEntry>(`/serviceStore/${encodeURIComponent(serviceId)}`, locale);

/** GET {contentServiceUrl}/pricingCards/{sapNumber} */
export const fetchPricingCard = (sapNumber: string, locale: Locale) =>
    getJson<PricingCard>(`/pricingCards/${encodeURIComponent(sapNumber)}`, locale);

/** An image address of the content service as an absolute http(s) URL, or undefined. */
export const contentImageUrl = (address: string | undefined, origin = window.location.origin) => {
    if (!address) return undefined;
    try {
        const url = new URL(address, new URL(`${base()}/`, origin));
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
        return undefined;
    }
};
