/** The billing gate: sign-in form without a valid token, the content with one, sign-out. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BillingGate } from '../../custom-pages/billing/BillingGate';
import { englishCatalogue } from '../../i18n';
import { BILLING_TOKEN_KEY, storeBillingToken } from '../../src/api/transport/billingToken';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const base64url = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ exp })}.sig`;
const inSeconds = (delta: number) => Math.floor(Date.now() / 1000) + delta;

const renderGate = (requestBillingToken: (username: string, password: string) => unknown) => {
    const dataProvider = {
        requestBillingToken: vi.fn(requestBillingToken),
        getBillingAccount: vi.fn(async () => ({ companyName: 'Stadtwerke Musterstadt GmbH' })),
        getBillingPackages: vi.fn(async () => []),
        getSubscriptions: vi.fn(async () => []),
    } as unknown as DataProvider;
    const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' });
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
            <BillingGate>
                <p>the tiles</p>
            </BillingGate>
        </AdminContext>,
    );
    return dataProvider as unknown as {
        requestBillingToken: ReturnType<typeof vi.fn>;
        getBillingAccount: ReturnType<typeof vi.fn>;
        getBillingPackages: ReturnType<typeof vi.fn>;
        getSubscriptions: ReturnType<typeof vi.fn>;
    };
};

describe('billing gate', () => {
    it('shows the sign-in form without a token and with an expired one', () => {
        storeBillingToken(jwt(inSeconds(-10)));
        renderGate(async () => ({}));
        expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(screen.queryByText('the tiles')).not.toBeInTheDocument();
    });

    it('signs in, stores the token, loads the account and shows the content', async () => {
        const token = jwt(inSeconds(600));
        const api = renderGate(async () => ({ access_token: token }));
        await userEvent.type(screen.getByLabelText(/Username/), 'musterstadt');
        await userEvent.type(screen.getByLabelText(/Password/), 'musterstadt');
        await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('the tiles')).toBeInTheDocument();
        expect(api.requestBillingToken).toHaveBeenCalledWith('musterstadt', 'musterstadt');
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBe(token);
        expect(
            await screen.findByText('Signed in to billing as Stadtwerke Musterstadt GmbH'),
        ).toBeInTheDocument();
        await waitFor(() => expect(api.getBillingPackages).toHaveBeenCalledTimes(1));
        expect(api.getSubscriptions).toHaveBeenCalledTimes(1);
        await userEvent.click(screen.getByRole('button', { name: 'Sign out of billing' }));
        expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBeNull();
    });

    it('keeps the form after a wrong login', async () => {
        const api = renderGate(async () => Promise.reject(new Error('400')));
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await userEvent.type(screen.getByLabelText(/Username/), 'musterstadt');
        await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
        await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        await waitFor(() => expect(api.requestBillingToken).toHaveBeenCalled());
        expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(screen.queryByText('the tiles')).not.toBeInTheDocument();
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBeNull();
        expect(api.getBillingAccount).not.toHaveBeenCalled();
        expect(api.getSubscriptions).not.toHaveBeenCalled();
    });
});
