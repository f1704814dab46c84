/**
 * The billing account dialog (product specification section 5: Save stays disabled unless the form
 * is valid and something changed), and the PATCH it sends.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AccountDialog } from '../../custom-pages/billing/store/AccountDialog';
import { englishCatalogue } from '../../i18n';
import { BILLING_TOKEN_KEY } from '../../src/api/transport/billingToken';
import type { BillingAccount } from '../../custom-pages/billing/state/types';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const ACCOUNT: BillingAccount = {
    companyName: 'Stadtwerke Musterstadt GmbH',
    firstName: 'Erika',
    lastName: 'Muster',
    address: {
        street: 'Hauptstraße',
        houseNumber: '1',
        postalCode: '12345',
        city: 'Musterstadt',
        country: 'DE',
    },
};

const renderDialog = () => {
    sessionStorage.setItem(
        BILLING_TOKEN_KEY,
        `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.y`,
    );
    const updateBillingAccount = vi.fn(async (account: BillingAccount) => account);
    const onClose = vi.fn();
    const dataProvider = { updateBillingAccount } as unknown as DataProvider;
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <AccountDialog account={ACCOUNT} onClose={onClose} />
        </AdminContext>,
    );
    return { updateBillingAccount, onClose };
};

describe('billing account dialog', () => {
    // Many keystrokes: seconds on a busy machine.
    it(
        'keeps Save disabled until something changed and the form is valid',
        { timeout: 20_000 },
        async () => {
            const user = userEvent.setup();
            const { updateBillingAccount, onClose } = renderDialog();
            await screen.findByRole('dialog', { name: 'Billing account' });
            const save = screen.getByRole('button', { name: 'Save' });
            const country = screen.getByLabelText('Country *');
            const city = screen.getByLabelText('City *');
            expect(save).toBeDisabled();

            // Changed but invalid.
            await user.clear(country);
            await user.type(country, 'Austria');
            expect(await screen.findByText('Enter a two-letter country code')).toBeVisible();
            expect(save).toBeDisabled();
            await user.clear(city);
            expect(save).toBeDisabled();

            // Changed and valid.
            await user.clear(country);
            await user.type(country, 'at');
            await user.type(city, 'Wien');
            await waitFor(() => expect(save).toBeEnabled());

            // Back to the saved values: nothing to save.
            await user.clear(country);
            await user.type(country, 'DE');
            await user.clear(city);
            await user.type(city, 'Musterstadt');
            await waitFor(() => expect(save).toBeDisabled());
            expect(updateBillingAccount).not.toHaveBeenCalled();

            await user.clear(city);
            await user.type(city, 'Wien');
            await waitFor(() => expect(save).toBeEnabled());
            await user.click(save);
            await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
            expect(updateBillingAccount).toHaveBeenCalledWith({
                ...ACCOUNT,
                address: { ...ACCOUNT.address, city: 'Wien' },
            });
        },
    );
});
