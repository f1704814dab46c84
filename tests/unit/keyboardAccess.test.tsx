/**
 * Keyboard access in lists and dialogs (issue 18): the row's name link, row checkboxes named
 * after their row, the focus ring's contrast and confirmations that open on Cancel.
 */
import { getContrastRatio } from '@mui/material';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
    AdminContext,
    Confirm,
    DataTable,
    ListContextProvider,
    memoryStore,
    ResourceContextProvider,
    useList,
    useLocation,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { ERROR, FOCUS_RING, PRIMARY, PRIMARY_HOVER, theme } from '../../src/layout/theme';
import { LinkColumn, RowPathProvider } from '../../src/crud/RowLink';
import { NamedRowsBody, RowLabelProvider } from '../../src/ui/NamedRowsBody';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const ROWS = [
    { id: 1, name: 'Weather station Marktplatz', type: 'REST' },
    { id: 2, name: 'Street light 1', type: 'LoRaWAN' },
];

const inAdmin = (children: ReactNode) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()} theme={theme}>
            <ResourceContextProvider value="devices">{children}</ResourceContextProvider>
        </AdminContext>,
    );

const Where = () => <output aria-label="path">{useLocation().pathname}</output>;

const LinkedList = ({ onOpen }: { onOpen: (id: unknown) => void }) => {
    const list = useList({ data: ROWS, resource: 'devices' });
    return (
        <ListContextProvider value={list}>
            <RowPathProvider value={id => `/dad/devices/device/${id}`}>
                <DataTable
                    rowClick={id => {
                        onOpen(id);
                        return `/dad/devices/device/${id}`;
                    }}
                    bulkActionButtons={false}
                >
                    <LinkColumn source="name" />
                    <DataTable.Col source="type" />
                </DataTable>
            </RowPathProvider>
            <Where />
        </ListContextProvider>
    );
};

describe("a list row's name link", () => {
    it('is a link to the page the row opens; a click on it opens the page once', async () => {
        const onOpen = vi.fn();
        inAdmin(<LinkedList onOpen={onOpen} />);
        const link = await screen.findByRole('link', { name: 'Weather station Marktplatz' });
        // (The test's router is a hash router.)
        expect(link.getAttribute('href')).toMatch(/^#?\/dad\/devices\/device\/1$/);
        await userEvent.click(link);
        expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(
            '/dad/devices/device/1',
        );
        // The row's own click did not run as well.
        expect(onOpen).not.toHaveBeenCalled();
    });

    it('leaves the rest of the row opening it on a click', async () => {
        const onOpen = vi.fn();
        inAdmin(<LinkedList onOpen={onOpen} />);
        await userEvent.click(await screen.findByText('LoRaWAN'));
        await waitFor(() => expect(onOpen).toHaveBeenCalledWith(2));
    });
});

const SelectableList = () => {
    const list = useList({ data: ROWS, resource: 'devices' });
    return (
        <ListContextProvider value={list}>
            <RowLabelProvider value={record => `Select device ${String(record.name)}`}>
                <DataTable bulkActionButtons={<></>} body={NamedRowsBody} rowClick={false}>
                    <DataTable.Col source="name" />
                </DataTable>
            </RowLabelProvider>
        </ListContextProvider>
    );
};

describe('row checkboxes', () => {
    it('are named after their row; select-all stays', async () => {
        inAdmin(<SelectableList />);
        const first = await screen.findByRole('checkbox', {
            name: 'Select device Weather station Marktplatz',
        });
        expect(screen.getByRole('checkbox', { name: 'Select device Street light 1' })).toBeTruthy();
        expect(screen.queryByRole('checkbox', { name: 'Select this row' })).toBeNull();
        await userEvent.click(first);
        expect(first).toBeChecked();
        await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
        expect(
            screen.getByRole('checkbox', { name: 'Select device Street light 1' }),
        ).toBeChecked();
    });
});

describe('the focus ring', () => {
    it('stands out at least 3:1 from every background it is drawn on', () => {
        for (const background of ['#FFFFFF', '#F4F7F8', PRIMARY, PRIMARY_HOVER]) {
            expect(getContrastRatio(FOCUS_RING, background)).toBeGreaterThanOrEqual(3);
        }
        // And it is not the error red.
        expect(FOCUS_RING).not.toBe(ERROR);
    });
});

describe('confirmations', () => {
    it('open with the focus on Cancel, not on Confirm', async () => {
        const onConfirm = vi.fn();
        inAdmin(
            <Confirm
                isOpen
                title="Remove device"
                content="Really?"
                onConfirm={onConfirm}
                onClose={() => undefined}
            />,
        );
        const dialog = await screen.findByRole('dialog');
        await waitFor(() =>
            expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
        );
        await userEvent.keyboard('{Enter}');
        expect(onConfirm).not.toHaveBeenCalled();
    });
});
