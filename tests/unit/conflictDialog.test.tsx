/**
 * The conflict dialog of an edit form (src/ui/ConflictGuard.tsx in every edit footer), against
 * the console's own dataProvider over a fake server whose record someone else changes while the
 * form is open.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    EditBase,
    memoryStore,
    mergeTranslations,
    SimpleForm,
    TextInput,
    type RaRecord,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import { setConfig } from '../../src/config';
import { EditFooter } from '../../src/ui/EditFooter';
import { organizations } from '../../resources/organizations';
import { dataProviderOver } from './testDataProvider';
import { TEST_CONFIG } from './testConfig';

vi.mock('../../src/auth/useCapability', () => ({
    useCapability: () => ({ allowed: true, reason: undefined }),
}));

configure({ asyncUtilTimeout: 10_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');

/** Organization 2 as the server stores it; PUT replaces it. */
const serve = () => {
    const stored: { record: RaRecord } = {
        record: { id: 2, name: 'Old', billingId: 'B-1' },
    };
    const writes: unknown[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
            const body = JSON.parse(String(init.body));
            writes.push(body);
            stored.record = body;
        }
        return Response.json(stored.record);
    });
    return { stored, writes, dataProvider: dataProviderOver(fetch, [organizations]) };
};

const renderForm = (dataProvider: ReturnType<typeof serve>['dataProvider'], saved: () => void) =>
    render(
        <MemoryRouter>
            <AdminContext
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                store={memoryStore()}
            >
                <EditBase
                    resource="organizations"
                    id="2"
                    mutationMode="pessimistic"
                    redirect={false}
                    mutationOptions={{ onError: () => undefined, onSuccess: saved }}
                >
                    <SimpleForm toolbar={<EditFooter />}>
                        <TextInput source="name" />
                        <TextInput source="billingId" />
                    </SimpleForm>
                </EditBase>
            </AdminContext>
        </MemoryRouter>,
    );

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const billingInput = () => screen.getByRole('textbox', { name: 'Billing ID' });

/** Opens the form, lets someone else rename the organization, then changes both fields. */
const editAfterTheirChange = async () => {
    const server = serve();
    const saved = vi.fn();
    renderForm(server.dataProvider, saved);
    await waitFor(() => expect(nameInput()).toHaveValue('Old'));
    server.stored.record = { id: 2, name: 'Theirs', billingId: 'B-1' };
    const user = userEvent.setup();
    await user.clear(nameInput());
    await user.type(nameInput(), 'Mine');
    await user.clear(billingInput());
    await user.type(billingInput(), 'B-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    return { ...server, saved, user, dialog };
};

// Rendering a whole edit form and typing into it takes seconds on a busy machine.
describe('the conflict dialog', { timeout: 20_000 }, () => {
    beforeEach(() => setConfig(TEST_CONFIG));

    it('names the field both changed with their value and mine, focuses "Take theirs", writes nothing', async () => {
        const { dialog, writes } = await editAfterTheirChange();
        expect(dialog).toHaveAccessibleDescription(/someone else has saved other values/);
        const rows = within(dialog).getAllByRole('row');
        expect(rows).toHaveLength(2);
        expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Name');
        expect(
            within(rows[1])
                .getAllByRole('cell')
                .map(cell => cell.textContent),
        ).toEqual(['Theirs', 'Mine']);
        await waitFor(() =>
            expect(within(dialog).getByRole('button', { name: 'Take theirs' })).toHaveFocus(),
        );
        expect(writes).toEqual([]);
    });

    it('"Take theirs" shows their name and keeps my other change; saving then stores both', async () => {
        const { dialog, user, writes, saved } = await editAfterTheirChange();
        await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
        await waitFor(() => expect(nameInput()).toHaveValue('Theirs'));
        await waitFor(() => expect(billingInput()).toHaveValue('B-2'));
        expect(screen.queryByRole('dialog')).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(saved).toHaveBeenCalled());
        expect(writes).toEqual([{ id: 2, name: 'Theirs', billingId: 'B-2' }]);
    });

    it('"Keep mine" saves my values over theirs through the page\'s own save', async () => {
        const { dialog, user, writes, saved } = await editAfterTheirChange();
        await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
        await waitFor(() => expect(saved).toHaveBeenCalled());
        expect(writes).toEqual([{ id: 2, name: 'Mine', billingId: 'B-2' }]);
    });

    it('Escape closes the dialog and leaves the form as it is, unsaved', async () => {
        const { user, writes } = await editAfterTheirChange();
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(nameInput()).toHaveValue('Mine');
        expect(writes).toEqual([]);
    });
});
