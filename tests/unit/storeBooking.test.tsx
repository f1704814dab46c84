/**
 * The booking dialog: Book now disabled until the form is valid, its messages, the contract
 * period, the live total, the call it sends, and the thank-you reload.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDialog } from '../../custom-pages/billing/store/BookingDialog';
import { ThankYouDialog } from '../../custom-pages/billing/store/ThankYouDialog';
import { englishCatalogue } from '../../i18n';
import { BILLING_TOKEN_KEY } from '../../src/api/transport/billingToken';
import type { BillingPackage } from '../../custom-pages/billing/state/types';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const tokenExpiringIn = (seconds: number) =>
    `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.y`;

const PACKAGE: BillingPackage = {
    id: 502,
    smartServiceId: 'smart-lighting',
    sapNumber: 'SAP-SLS-M',
    bookedQuantity: 1,
    specifications: [],
    contractPeriodYears: 5,
};

const renderDialog = () => {
    const bookSubscription = vi.fn(async (booking: object) => ({ id: 9, ...booking }));
    const onBooked = vi.fn();
    const onClose = vi.fn();
    const dataProvider = { bookSubscription } as unknown as DataProvider;
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <BookingDialog
                item={PACKAGE}
                title="Lighting M"
                recurringFee={1234.5}
                onClose={onClose}
                onBooked={onBooked}
            />
        </AdminContext>,
    );
    return { bookSubscription, onBooked, onClose };
};

describe('booking dialog', () => {
    afterEach(() => vi.useRealTimers());

    // Many keystrokes: seconds on a busy machine.
    it(
        'keeps Book now disabled until the quantity is above 0 and the terms are ticked',
        { timeout: 20_000 },
        async () => {
            sessionStorage.setItem(BILLING_TOKEN_KEY, tokenExpiringIn(600));
            const user = userEvent.setup();
            const { bookSubscription, onBooked } = renderDialog();
            expect(await screen.findByRole('dialog', { name: 'Book Lighting M' })).toBeVisible();
            const quantity = screen.getByLabelText('Quantity');
            const terms = screen.getByRole('checkbox', {
                name: 'I accept the terms and conditions',
            });
            const bookNow = screen.getByRole('button', { name: 'Book now' });
            expect(quantity).toHaveValue(0);
            expect(bookNow).toBeDisabled();

            await user.clear(quantity);
            await user.type(quantity, '2');
            expect(bookNow).toBeDisabled();
            await user.click(terms);
            await waitFor(() => expect(bookNow).toBeEnabled());

            await user.click(terms);
            expect(await screen.findByText('Please accept the terms and conditions')).toBeVisible();
            expect(bookNow).toBeDisabled();
            await user.click(terms);
            await user.clear(quantity);
            await user.type(quantity, '0');
            expect(
                await screen.findByText('The quantity must be a whole number greater than 0'),
            ).toBeVisible();
            expect(bookNow).toBeDisabled();
            await user.clear(quantity);
            await user.type(quantity, '1.5');
            expect(bookNow).toBeDisabled();
            expect(bookSubscription).not.toHaveBeenCalled();
            expect(onBooked).not.toHaveBeenCalled();
        },
    );

    it("shows the package's contract period, renewed automatically", async () => {
        sessionStorage.setItem(BILLING_TOKEN_KEY, tokenExpiringIn(600));
        renderDialog();
        const dialog = await screen.findByRole('dialog', { name: 'Book Lighting M' });
        expect(dialog).toHaveTextContent('Contract period: 5 years, renewed automatically');
    });

    it('shows the total live and books the package', { timeout: 10_000 }, async () => {
        sessionStorage.setItem(BILLING_TOKEN_KEY, tokenExpiringIn(600));
        const user = userEvent.setup();
        const { bookSubscription, onBooked } = renderDialog();
        expect(await screen.findByText('Total per year: €0.00')).toBeVisible();
        const quantity = screen.getByLabelText('Quantity');
        await user.clear(quantity);
        await user.type(quantity, '3');
        expect(screen.getByText('Total per year: €3,703.50')).toBeVisible();
        await user.type(screen.getByLabelText('Internal order ID'), 'PO-42');
        await user.click(
            screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
        );
        await user.click(screen.getByRole('button', { name: 'Book now' }));
        await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
        expect(bookSubscription).toHaveBeenCalledWith({
            packageId: 502,
            quantity: 3,
            internalOrderId: 'PO-42',
        });
    });

    it(
        'skips the booking silently without a valid billing token',
        { timeout: 10_000 },
        async () => {
            sessionStorage.setItem(BILLING_TOKEN_KEY, tokenExpiringIn(-10));
            const user = userEvent.setup();
            const { bookSubscription, onBooked, onClose } = renderDialog();
            const quantity = await screen.findByLabelText('Quantity');
            await user.clear(quantity);
            await user.type(quantity, '1');
            await user.click(
                screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
            );
            await user.click(screen.getByRole('button', { name: 'Book now' }));
            await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
            expect(bookSubscription).not.toHaveBeenCalled();
            expect(onBooked).not.toHaveBeenCalled();
        },
    );
});

describe('thank-you dialog', () => {
    it('reloads the page 3 s after it appears', () => {
        vi.useFakeTimers();
        const reload = vi.fn();
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <ThankYouDialog reload={reload} />
            </AdminContext>,
        );
        expect(screen.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible();
        act(() => vi.advanceTimersByTime(2999));
        expect(reload).not.toHaveBeenCalled();
        act(() => vi.advanceTimersByTime(1));
        expect(reload).toHaveBeenCalledTimes(1);
        vi.useRealTimers();
    });
});
