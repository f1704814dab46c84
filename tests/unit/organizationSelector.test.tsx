import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { OrganizationSelector } from '../../src/layout/OrganizationSelector';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';

const organizations = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        name:
            index === 4 ? 'Comune di Lago Verde' : `Gemeinde ${String(index + 1).padStart(2, '0')}`,
    }));

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const renderSelector = (count: number, store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' })) =>
    render(
        <AdminContext
            i18nProvider={i18nProvider}
            dataProvider={
                {
                    getList: async () => ({ data: organizations(count), total: count }),
                } as unknown as DataProvider
            }
            store={store}
        >
            <OrganizationSelector />
        </AdminContext>,
    );

describe('organization selector', () => {
    it('has no search field with ten organizations', async () => {
        renderSelector(10);
        await userEvent.click(await screen.findByRole('combobox', { name: 'Organization' }));
        const list = await screen.findByRole('listbox');
        expect(within(list).getAllByRole('option')).toHaveLength(10);
        expect(screen.queryByRole('textbox', { name: 'Search organizations' })).toBeNull();
    });

    it('searches the names, ignoring case and accents, from eleven organizations on', async () => {
        renderSelector(11);
        await userEvent.click(await screen.findByRole('combobox', { name: 'Organization' }));
        const search = await screen.findByRole('textbox', { name: 'Search organizations' });
        expect(search).toHaveFocus();
        await userEvent.keyboard('lago');
        const list = screen.getByRole('listbox');
        expect(
            within(list)
                .getAllByRole('option')
                .filter(option => option.getAttribute('aria-disabled') !== 'true')
                .map(option => option.textContent),
        ).toEqual(['Comune di Lago Verde']);
        await userEvent.clear(search);
        await userEvent.keyboard('zzz');
        expect(within(list).getByText('No organization matches “zzz”')).toBeVisible();
    });

    it('picks a found organization with the keyboard: down arrow, then Enter', async () => {
        const store = memoryStore({ [ORGANIZATION_STORE_KEY]: '1' });
        renderSelector(12, store);
        await userEvent.click(await screen.findByRole('combobox', { name: 'Organization' }));
        await screen.findByRole('textbox', { name: 'Search organizations' });
        await userEvent.keyboard('lago');
        await userEvent.keyboard('{ArrowDown}');
        expect(screen.getByRole('option', { name: 'Comune di Lago Verde' })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        expect(store.getItem(ORGANIZATION_STORE_KEY)).toBe('5');
    });
});
