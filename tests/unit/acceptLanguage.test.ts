/**
 * The store's texts are asked for in the console's language (src/api/transport/acceptLanguage.ts): the
 * Accept-Language header of the content service's calls and of GET /billing/packages, and the
 * previous language's texts kept while the new ones load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '../../custom-pages/billing/state/billingApi';
import {
    fetchPricingCard,
    fetchServiceStoreEntry,
} from '../../custom-pages/billing/store/contentApi';
import {
    acceptLanguage,
    keepTextsWhileLanguageChanges,
} from '../../src/api/transport/acceptLanguage';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers {} and keeps each request's Accept-Language. */
const recordingFetch = () => {
    const asked: (string | null)[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        asked.push(new Headers(init?.headers).get('Accept-Language'));
        return Response.json({});
    });
    return { fetch, asked };
};

describe('Accept-Language of the store texts', () => {
    it('asks for the console language first, English after it', () => {
        expect(acceptLanguage('de')).toBe('de, en;q=0.5');
        expect(acceptLanguage('it')).toBe('it, en;q=0.5');
        expect(acceptLanguage('en')).toBe('en');
    });

    it('the content service is asked in the given language', async () => {
        setConfig({ ...TEST_CONFIG, contentServiceUrl: 'https://content.example.com' });
        const { fetch, asked } = recordingFetch();
        vi.stubGlobal('fetch', fetch);
        await fetchServiceStoreEntry('smart-lighting', 'de');
        await fetchPricingCard('SAP-SLS-S', 'it');
        expect(asked).toEqual(['de, en;q=0.5', 'it, en;q=0.5']);
    });

    it('GET /billing/packages sends it; the other billing calls do not', async () => {
        setConfig({ ...TEST_CONFIG, apiBasePath: '/api' });
        const { fetch, asked } = recordingFetch();
        const api = billingApi(
            createHttpClient({
                getToken: async () => 'login',
                getOrganizationId: () => '1',
                getBillingToken: () => 'billing',
                fetch,
            }),
        );
        await api.getBillingPackages('it, en;q=0.5');
        await api.getSubscriptions();
        await api.getBillingAccount();
        expect(asked).toEqual(['it, en;q=0.5', null, null]);
    });
});

describe('the previous language while the new one loads', () => {
    const german = queryKeys.content('serviceStore', 'smart-lighting', 'de');
    const italian = queryKeys.content('serviceStore', 'smart-lighting', 'it');
    const otherService = queryKeys.content('serviceStore', 'smart-valve', 'de');

    it('keeps the same query of another language, nothing else', () => {
        const keep = keepTextsWhileLanguageChanges(italian);
        expect(keep('German texts', { queryKey: german })).toBe('German texts');
        expect(keep('texts', { queryKey: otherService })).toBeUndefined();
        expect(keep('texts', undefined)).toBeUndefined();
        expect(
            keepTextsWhileLanguageChanges(queryKeys.billing('2', 'packages', 'it'))('packages', {
                queryKey: queryKeys.billing('1', 'packages', 'de'),
            }),
        ).toBeUndefined();
    });
});
