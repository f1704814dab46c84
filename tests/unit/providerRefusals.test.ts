/**
 * A 401 of a third-party provider that the product API passes on (the billing provider, Element)
 * shows its message in the error modal and keeps the user signed in; only a 401 of the product
 * API itself (or a failed token refresh, which counts as one) signs out.
 */
import { QueryClient } from '@tanstack/react-query';
import type Keycloak from 'keycloak-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { acknowledgeError, getErrorState } from '../../src/api/errors/errorStore';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { createAuthProvider } from '../../src/auth/authProvider';
import { refreshBeforeCall } from '../../src/auth/sessionCheck';
import { setConfig } from '../../src/config';
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import type { BillingApi } from '../../custom-pages/billing/state/billingApi';
import type { IntegrationsApi } from '../../resources/integrations/api';
import { TEST_CONFIG } from './testConfig';

const ELEMENT = { url: 'https://element.example.com', auth: 'bad' };

const setup = (answer: (url: string) => Response) => {
    const http = createHttpClient({
        getToken: async () => 'token',
        getOrganizationId: () => '1',
        getBillingToken: () => 'billing',
        writePauseMs: 0,
        fetch: async url => answer(String(url)),
    });
    const dataProvider = createDataProvider({
        http,
        resources,
        flows,
        queryClient: new QueryClient(),
        getOrganizationId: () => '1',
    }) as ReturnType<typeof createDataProvider> & BillingApi & IntegrationsApi;
    const authProvider = createAuthProvider({
        keycloak: { authenticated: true } as unknown as Keycloak,
        productName: 'smartcity',
        resources,
        accessRules: [],
        getOrganizationId: () => '1',
        signOut: async () => undefined,
    });
    /** Whether react-admin would sign the user out after this failure (checkError rejects). */
    const signsOut = async (failure: Promise<unknown>) => {
        const error = await failure.then(
            () => {
                throw new Error('the call should have failed');
            },
            (caught: unknown) => caught,
        );
        return authProvider.checkError(error).then(
            () => false,
            () => true,
        );
    };
    return { dataProvider, signsOut };
};

const unauthorized = (message: string) => Response.json({ message }, { status: 401 });

beforeEach(() => {
    setConfig(TEST_CONFIG);
    acknowledgeError();
});

describe('a provider’s 401', () => {
    it('a wrong billing login shows the billing provider’s message and keeps the session', async () => {
        const { dataProvider, signsOut } = setup(() =>
            unauthorized('Wrong billing username or password'),
        );
        expect(await signsOut(dataProvider.requestBillingToken('musterstadt', 'wrong'))).toBe(
            false,
        );
        expect(getErrorState()).toMatchObject({
            open: true,
            title: 'app.error.title',
            message: 'Wrong billing username or password',
        });
    });

    it('a billing call refused by the billing provider shows its message and keeps the session', async () => {
        const { dataProvider, signsOut } = setup(() => unauthorized('Billing token revoked'));
        expect(await signsOut(dataProvider.getBillingPackages())).toBe(false);
        expect(getErrorState()).toMatchObject({ open: true, message: 'Billing token revoked' });
        acknowledgeError();
        expect(await signsOut(dataProvider.getSubscriptions())).toBe(false);
        expect(getErrorState()).toMatchObject({ open: true, message: 'Billing token revoked' });
    });

    it('a refused Element API key shows Element’s message and keeps the session', async () => {
        const { dataProvider, signsOut } = setup(() =>
            unauthorized('Element rejected the API token'),
        );
        expect(await signsOut(dataProvider.elementFolders(ELEMENT))).toBe(false);
        expect(getErrorState()).toMatchObject({
            open: true,
            message: 'Element rejected the API token',
        });
        acknowledgeError();
        expect(await signsOut(dataProvider.elementDriverInstances(ELEMENT))).toBe(false);
        expect(getErrorState().message).toBe('Element rejected the API token');
    });
});

describe('the product API’s 401', () => {
    it('signs out, with no modal', async () => {
        const { dataProvider, signsOut } = setup(() => unauthorized('Unauthorized'));
        const list = dataProvider.getList('services', {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'name', order: 'ASC' },
            filter: {},
        });
        expect(await signsOut(list)).toBe(true);
        expect(getErrorState().open).toBe(false);
    });

    it('a failed token refresh before a call signs out', async () => {
        const { signsOut } = setup(() => Response.json([]));
        const refresh = refreshBeforeCall({
            updateToken: vi.fn(async () => {
                throw new Error('refresh refused');
            }),
        });
        expect(await signsOut(refresh())).toBe(true);
    });
});
