/**
 * Element look-ups follow the record the page shows: opening another Element integration (the
 * edit page's ?id= changes while the page stays) loads that integration's folders and driver
 * instances, never shows the first one's.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
    AdminContext,
    Form,
    memoryStore,
    ResourceContextProvider,
    type DataProvider,
} from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, englishCatalogue } from '../../i18n';
import type { ElementAccess } from '../../resources/integrations/api';
import { TypeFields } from '../../resources/integrations/components/TypeFields';
import { setConfig } from '../../src/config';
import { signInWithGroups } from './signedIn';
import { TEST_CONFIG } from './testConfig';

// An organization admin: the Element API key is a secret only admins get.
beforeAll(() => {
    setConfig(TEST_CONFIG);
    signInWithGroups(['/organizations/1/ADMIN']);
});

const integration = (id: number, url: string, apiToken: string, folder: string) => ({
    id,
    name: `Element ${id}`,
    type: 'ELEMENT',
    details: { infoList: { url, apiToken, folder, driverInstance: 'd' } },
});

const FIRST = integration(1, 'https://one.element.example', 'key-one', 'f-one');
const SECOND = integration(2, 'https://two.element.example', 'key-two', 'f-two');

/** Each Element account has its own folders. */
const foldersOf = async ({ auth }: ElementAccess) =>
    auth === 'key-one'
        ? [{ id: 'f-one', name: 'Folder of one' }]
        : [{ id: 'f-two', name: 'Folder of two' }];

describe('Element look-ups when the page opens another integration', () => {
    it('loads the folders and driver instances of the integration now shown', async () => {
        const user = userEvent.setup();
        const elementFolders = vi.fn(foldersOf);
        const elementDriverInstances = vi.fn(async () => [{ id: 'd', name: 'Driver' }]);
        const dataProvider = { elementFolders, elementDriverInstances } as unknown as DataProvider;
        const page = (record: typeof FIRST): ReactNode => (
            <AdminContext
                dataProvider={dataProvider}
                i18nProvider={createI18nProvider('en', englishCatalogue)}
                store={memoryStore()}
            >
                <ResourceContextProvider value="integrations">
                    {/* The edit page keeps its form and hands it the record of the new ?id=. */}
                    <Form record={record} mode="onChange">
                        <TypeFields type="ELEMENT" />
                    </Form>
                </ResourceContextProvider>
            </AdminContext>
        );
        const { rerender } = render(page(FIRST));
        await waitFor(() =>
            expect(elementFolders).toHaveBeenCalledWith({
                url: 'https://one.element.example',
                auth: 'key-one',
            }),
        );

        rerender(page(SECOND));
        await waitFor(() =>
            expect(elementFolders).toHaveBeenLastCalledWith({
                url: 'https://two.element.example',
                auth: 'key-two',
            }),
        );
        expect(elementDriverInstances).toHaveBeenLastCalledWith({
            url: 'https://two.element.example',
            auth: 'key-two',
        });
        await user.click(await screen.findByRole('combobox', { name: /Folder/ }));
        const listbox = await screen.findByRole('listbox');
        expect(
            await within(listbox).findByRole('option', { name: 'Folder of two' }),
        ).toBeInTheDocument();
        expect(within(listbox).queryByRole('option', { name: 'Folder of one' })).toBeNull();
    });
});
