/**
 * The store grid: one card per smart service with packages, its texts from the content service
 * (public: no sign-in headers) shown as text, links to {current path}/services?id=, and the
 * billing sign-in first.
 */
import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorePage } from '../../custom-pages/billing/store/StorePage';
import { englishCatalogue } from '../../i18n';
import { contentImageUrl } from '../../custom-pages/billing/store/contentApi';
import { BILLING_TOKEN_KEY } from '../../src/api/transport/billingToken';
import { getConfig, setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

beforeAll(() =>
    setConfig({ ...TEST_CONFIG, contentServiceUrl: 'https://content.example.com/store/' }),
);

afterEach(() => vi.unstubAllGlobals());

const validToken = () =>
    `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.y`;

const ENTRIES: Record<string, object> = {
    'smart-lighting': {
        id: 'smart-lighting',
        pageTitle: '<b>Smart</b> Lighting',
        icon: '/store/assets/lighting.svg',
        highlights: ['One', 'Two', 'Three', 'Four'],
    },
    'smart-valve': { id: 'smart-valve', pageTitle: 'Smart Valve', highlights: [] },
};

const renderStore = () => {
    const fetchMock = vi.fn(async (url: string) => {
        const id = url.split('/').pop()!;
        return ENTRIES[id]
            ? new Response(JSON.stringify(ENTRIES[id]), { status: 200 })
            : new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataProvider = {
        getBillingPackages: vi.fn(async () => [
            { id: 501, smartServiceId: 'smart-lighting', sapNumber: 'A', bookedQuantity: 0 },
            { id: 511, smartServiceId: 'smart-valve', sapNumber: 'B', bookedQuantity: 0 },
            { id: 502, smartServiceId: 'smart-lighting', sapNumber: 'C', bookedQuantity: 0 },
            { id: 521, smartServiceId: 'unknown-service', sapNumber: 'D', bookedQuantity: 0 },
        ]),
    } as unknown as DataProvider;
    render(
        <TestMemoryRouter initialEntries={['/licences/purchase']}>
            <AdminContext
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                store={memoryStore({ 'organization.current': '1' })}
            >
                <Routes>
                    <Route path="/licences/purchase" element={<StorePage />} />
                    <Route path="/licences" element={<p>Billing sign-in</p>} />
                </Routes>
            </AdminContext>
        </TestMemoryRouter>,
    );
    return { fetchMock };
};

describe('store grid', () => {
    it('shows a card per known service, its texts as text, linking to its page', async () => {
        sessionStorage.setItem(BILLING_TOKEN_KEY, validToken());
        const { fetchMock } = renderStore();
        const lighting = await screen.findByRole('link', { name: 'Open <b>Smart</b> Lighting' });
        expect(lighting).toHaveAttribute('href', '/licences/purchase/services?id=smart-lighting');
        expect(screen.getByRole('heading', { name: '<b>Smart</b> Lighting' })).toBeVisible();
        expect(screen.getByText('Three')).toBeVisible();
        expect(screen.queryByText('Four')).toBeNull();
        expect(await screen.findByRole('link', { name: 'Open Smart Valve' })).toHaveAttribute(
            'href',
            '/licences/purchase/services?id=smart-valve',
        );
        // The content service does not know the third service: no card for it.
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
        await waitFor(() =>
            expect(screen.getAllByRole('listitem', { hidden: false })).toHaveLength(5),
        );
        expect(screen.getAllByRole('link')).toHaveLength(2);
        expect(screen.getByText(/may not be available in your billing country/)).toBeVisible();
        const urls = fetchMock.mock.calls.map(call => call[0]);
        expect(urls).toEqual([
            'https://content.example.com/store/serviceStore/smart-lighting',
            'https://content.example.com/store/serviceStore/smart-valve',
            'https://content.example.com/store/serviceStore/unknown-service',
        ]);
        for (const call of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
            expect(new Headers(call[1]?.headers).has('Authorization')).toBe(false);
        }
    });

    it('sends the user to the billing sign-in without a valid billing token', async () => {
        renderStore();
        expect(await screen.findByText('Billing sign-in')).toBeVisible();
    });
});

describe('content images', () => {
    it('resolves addresses against the content service and refuses other schemes', () => {
        expect(contentImageUrl('/store/assets/a.svg', 'https://console.example.com')).toBe(
            'https://content.example.com/store/assets/a.svg',
        );
        expect(contentImageUrl('assets/a.svg', 'https://console.example.com')).toBe(
            'https://content.example.com/store/assets/a.svg',
        );
        expect(contentImageUrl('javascript:alert(1)')).toBeUndefined();
        expect(contentImageUrl(undefined)).toBeUndefined();
    });

    it('resolves them against the console when the content service is a path of it', () => {
        setConfig({ ...getConfig(), contentServiceUrl: '/content' });
        try {
            expect(contentImageUrl('/content/assets/a.svg', 'https://console.example.com')).toBe(
                'https://console.example.com/content/assets/a.svg',
            );
        } finally {
            setConfig({ ...getConfig(), contentServiceUrl: 'https://content.example.com/store/' });
        }
    });
});
