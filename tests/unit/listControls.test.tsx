/**
 * A list's select filters and its pagination render just after its first rows
 * (src/crud/listControls.tsx): the render that mounts them holds their place with a box of
 * their label and size, hidden from screen readers (what the page shows at that commit is taken
 * by a component mounted with them); the render right after it shows react-admin's own
 * controls, working.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useLayoutEffect, type ReactNode } from 'react';
import {
    AdminContext,
    FilterForm,
    ListContextProvider,
    memoryStore,
    ResourceContextProvider,
    useList,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { FilterSelectInput, LIST_PAGINATION } from '../../src/crud/listControls';

const CHOICES = [
    { id: 1, name: 'LoRaWAN North' },
    { id: 2, name: 'NB-IoT South' },
];

/** Keeps a copy of the page as the commit that mounts it (and its earlier siblings) leaves it. */
const FirstCommit = ({ into }: { into: HTMLElement }) => {
    useLayoutEffect(() => {
        into.innerHTML = document.body.innerHTML;
    }, [into]);
    return null;
};

const Console = ({ children, first }: { children: ReactNode; first: HTMLElement }) => (
    <AdminContext
        i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
        store={memoryStore()}
    >
        <ResourceContextProvider value="devices">
            {children}
            <FirstCommit into={first} />
        </ResourceContextProvider>
    </AdminContext>
);

const ROWS = Array.from({ length: 60 }, (_, index) => ({ id: index + 1 }));

const Paged = () => {
    const list = useList({ data: ROWS, perPage: 25 });
    return <ListContextProvider value={list}>{LIST_PAGINATION}</ListContextProvider>;
};

/** A list's filter bar; the list opened with a filter value (as from the home page's counts). */
const FilterBar = ({ filter }: { filter?: { integrationId: number } }) => {
    const list = useList({ data: ROWS, perPage: 25, filter });
    return (
        <ListContextProvider value={list}>
            <FilterForm
                filters={[
                    <FilterSelectInput
                        key="integrationId"
                        source="integrationId"
                        choices={CHOICES}
                        translateChoice={false}
                        alwaysOn
                    />,
                ]}
            />
        </ListContextProvider>
    );
};

describe('controls rendered after the first rows', () => {
    it('a select filter first holds its place with its label, then is react-admin’s select', async () => {
        const first = document.createElement('div');
        render(
            <Console first={first}>
                <FilterBar />
            </Console>,
        );
        expect(first.querySelector('[aria-hidden="true"]')?.textContent).toBe('Integration');
        expect(within(first).queryByRole('combobox')).toBeNull();

        const select = await screen.findByRole('combobox', { name: 'Integration' });
        expect(screen.queryByText('Integration', { selector: '[aria-hidden="true"]' })).toBeNull();
        await userEvent.click(select);
        await userEvent.click(await screen.findByRole('option', { name: 'NB-IoT South' }));
        expect(select.textContent).toBe('NB-IoT South');
    });

    it("a select filter shows the list's filter value it comes to", async () => {
        render(
            <Console first={document.createElement('div')}>
                <FilterBar filter={{ integrationId: 2 }} />
            </Console>,
        );
        const select = await screen.findByRole('combobox', { name: 'Integration' });
        expect(select.textContent).toBe('NB-IoT South');
    });

    it('the pagination first holds its place, then pages the list and changes its size', async () => {
        const first = document.createElement('div');
        render(
            <Console first={first}>
                <Paged />
            </Console>,
        );
        expect(first.querySelector('[aria-hidden="true"]')).not.toBeNull();
        expect(first.textContent).not.toContain('1-25 of 60');
        expect(await screen.findByText('1-25 of 60')).toBeTruthy();
        await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        expect(await screen.findByText('26-50 of 60')).toBeTruthy();
        await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
        await userEvent.click(await screen.findByRole('option', { name: '50' }));
        expect(await screen.findByText('1-50 of 60')).toBeTruthy();
    });
});
