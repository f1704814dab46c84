/**
 * The header's organization selector is hidden under /system and reads nothing there: a late
 * reader of a failed organizations list would ask for it again, and the error modal the user had
 * just closed would open again. Elsewhere it reads the organizations and shows them.
 */
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { OrganizationSelector } from '../../src/layout/OrganizationSelector';

const renderAt = (path: string) => {
    const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Stadtwerke' }], total: 1 }));
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
                store={memoryStore()}
                dataProvider={testDataProvider({
                    getList: getList as unknown as DataProvider['getList'],
                })}
            >
                <OrganizationSelector />
            </AdminContext>
        </MemoryRouter>,
    );
    return getList;
};

describe('the organization selector', () => {
    it('asks for the organizations and offers them outside /system', async () => {
        const getList = renderAt('/dad/devices');
        expect(await screen.findByRole('combobox', { name: /Organization/ })).toBeTruthy();
        expect(getList).toHaveBeenCalledWith('organizations', expect.anything());
    });

    it('under /system shows nothing and asks for nothing', async () => {
        const getList = renderAt('/system/organizations');
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('combobox')).toBeNull();
        expect(getList).not.toHaveBeenCalled();
    });
});
