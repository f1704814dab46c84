/**
 * A list's Remove buttons share one access check (src/crud/RemoveButton.tsx): the rows of a
 * page do not each ask the authProvider, and each button shows the one answer, disabled with the
 * reason for a user who may not remove.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    memoryStore,
    RecordContextProvider,
    ResourceContextProvider,
    type AuthProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { RemoveAccessProvider, RemoveButton } from '../../src/crud/RemoveButton';

const RECORDS = [
    { id: 1, name: 'Gateway a' },
    { id: 2, name: 'Gateway b' },
    { id: 3, name: 'Gateway c' },
];

const renderRows = (allowed: boolean) => {
    const canAccess = vi.fn(async () => allowed);
    const authProvider: AuthProvider = {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        canAccess,
    };
    const rows = RECORDS.map(record => (
        <RecordContextProvider key={record.id} value={record}>
            <RemoveButton />
        </RecordContextProvider>
    ));
    const queryClient = new QueryClient();
    render(
        <AdminContext
            queryClient={queryClient}
            authProvider={authProvider}
            i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
            store={memoryStore()}
        >
            <ResourceContextProvider value="gateways">
                <RemoveAccessProvider>{rows}</RemoveAccessProvider>
            </ResourceContextProvider>
        </AdminContext>,
    );
    /** How many react-query observers watch the access check: one per asking component. */
    const askers = () =>
        queryClient
            .getQueryCache()
            .findAll({ queryKey: ['auth', 'canAccess'] })
            .reduce((sum, query) => sum + query.getObserversCount(), 0);
    return { canAccess, askers };
};

const removeButtons = () => screen.findAllByRole('button', { name: 'Remove' });

describe("a list's Remove buttons", () => {
    it('share one access check for all rows', async () => {
        const { canAccess, askers } = renderRows(true);
        const buttons = await removeButtons();
        expect(buttons).toHaveLength(3);
        await vi.waitFor(() => buttons.forEach(button => expect(button).toBeEnabled()));
        expect(askers()).toBe(1);
        expect(canAccess).toHaveBeenCalledTimes(1);
        expect(canAccess).toHaveBeenCalledWith(
            expect.objectContaining({ action: 'delete', resource: 'gateways' }),
        );
    });

    it('are all disabled, with the reason, for a user who may not remove', async () => {
        renderRows(false);
        await vi.waitFor(async () => {
            const buttons = await removeButtons();
            buttons.forEach(button => expect(button).toBeDisabled());
        });
        // Each disabled button sits in the wrapper that describes it with the reason.
        const reason = 'Only organization admins and system admins can do this.';
        expect(await screen.findAllByTitle(reason)).toHaveLength(3);
    });

    it('are named Remove on a phone too, where they show only their icon, disabled or not', async () => {
        // Every media query matches: react-admin's phone width (below `sm`).
        vi.stubGlobal('matchMedia', (query: string) => ({
            matches: true,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
        }));
        try {
            renderRows(false);
            await vi.waitFor(async () => {
                const buttons = await removeButtons();
                expect(buttons).toHaveLength(3);
                buttons.forEach(button => expect(button).toBeDisabled());
                buttons.forEach(button => expect(button.textContent).toBe(''));
            });
        } finally {
            vi.unstubAllGlobals();
        }
    });
});
