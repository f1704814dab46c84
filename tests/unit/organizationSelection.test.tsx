import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { englishCatalogue } from '../../i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_TOKEN_KEY } from '../../src/api/transport/billingToken';
import { OrganizationGate } from '../../src/organization/OrganizationGate';
import {
    ORGANIZATION_STORE_KEY,
    pickOrganization,
} from '../../src/organization/organizationSelection';

const ORGANIZATIONS = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('organization selection precedence', () => {
    it('takes a valid query parameter first', () => {
        expect(pickOrganization('2', '1', ORGANIZATIONS)).toBe('2');
    });

    it('falls back to the stored id when the query parameter is missing or not an organization of the user', () => {
        expect(pickOrganization(null, '3', ORGANIZATIONS)).toBe('3');
        expect(pickOrganization('99', '3', ORGANIZATIONS)).toBe('3');
        expect(pickOrganization('', '3', ORGANIZATIONS)).toBe('3');
    });

    it('is empty when neither names an organization of the user', () => {
        expect(pickOrganization('99', '98', ORGANIZATIONS)).toBeNull();
        expect(pickOrganization(null, null, ORGANIZATIONS)).toBeNull();
        expect(pickOrganization('1', '1', [])).toBeNull();
    });

    it("selects a user's only organization when neither names one", () => {
        expect(pickOrganization(null, null, [{ id: 7 }])).toBe('7');
        expect(pickOrganization('99', '98', [{ id: 7 }])).toBe('7');
    });

    it('lets the query parameter and a stored choice win over the only organization', () => {
        expect(pickOrganization('7', null, [{ id: 7 }])).toBe('7');
        expect(pickOrganization(null, '7', [{ id: 7 }])).toBe('7');
    });
});

const dataProviderWith = (organizations: { id: number; name: string }[]) =>
    ({
        getList: async () => ({ data: organizations, total: organizations.length }),
    }) as unknown as DataProvider;

const renderGate = (
    store: ReturnType<typeof memoryStore>,
    organizations = [
        { id: 1, name: 'One' },
        { id: 2, name: 'Two' },
    ],
) =>
    render(
        <AdminContext
            dataProvider={dataProviderWith(organizations)}
            store={store}
            i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
        >
            <OrganizationGate>
                <p>content</p>
            </OrganizationGate>
            <Notification />
        </AdminContext>,
    );

describe('organization selection storage', () => {
    afterEach(() => {
        window.history.replaceState(null, '', '/');
        localStorage.clear();
    });

    it('stores the organization of the query parameter', async () => {
        window.history.replaceState(null, '', '/dad?organization_id=2');
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' });
        renderGate(store);
        await screen.findByText('content');
        expect(store.getItem(ORGANIZATION_STORE_KEY)).toBe('2');
    });

    it("drops the previous organization's billing token when the query parameter changes it", async () => {
        window.history.replaceState(null, '', '/dad?organization_id=2');
        sessionStorage.setItem(BILLING_TOKEN_KEY, 'billing-token-of-1');
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' });
        renderGate(store);
        await screen.findByText('content');
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBeNull();
    });

    it('keeps the billing token when the organization stays', async () => {
        window.history.replaceState(null, '', '/dad?organization_id=1');
        sessionStorage.setItem(BILLING_TOKEN_KEY, 'billing-token-of-1');
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' });
        renderGate(store);
        await screen.findByText('content');
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBe('billing-token-of-1');
    });

    it('keeps the stored organization when there is no query parameter', async () => {
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' });
        renderGate(store);
        await screen.findByText('content');
        expect(store.getItem(ORGANIZATION_STORE_KEY)).toBe('1');
    });

    it('empties a stored organization the user no longer has', async () => {
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '7' });
        renderGate(store);
        await screen.findByText('content');
        await waitFor(() => expect(store.getItem(ORGANIZATION_STORE_KEY)).toBeNull());
    });

    it("stores a user's only organization on a first sign-in", async () => {
        const store = memoryStore();
        renderGate(store, [{ id: 5, name: 'Only' }]);
        await screen.findByText('content');
        expect(store.getItem(ORGANIZATION_STORE_KEY)).toBe('5');
    });

    it('says so when the query parameter names an organization the user cannot open', async () => {
        window.history.replaceState(null, '', '/dad?organization_id=99');
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '2' });
        renderGate(store);
        expect(
            await screen.findByText(
                'You cannot open the organization with ID 99, so Two is shown instead.',
            ),
        ).toBeVisible();
        expect(store.getItem(ORGANIZATION_STORE_KEY)).toBe('2');
    });

    it('says that none is selected when nothing else can be shown', async () => {
        window.history.replaceState(null, '', '/dad?organization_id=99');
        renderGate(memoryStore());
        expect(
            await screen.findByText(
                'You cannot open the organization with ID 99. No organization is selected.',
            ),
        ).toBeVisible();
    });

    it('says nothing when the query parameter names an organization of the user', async () => {
        window.history.replaceState(null, '', '/dad?organization_id=1');
        renderGate(memoryStore());
        await screen.findByText('content');
        expect(screen.queryByText(/You cannot open/)).toBeNull();
    });
});
