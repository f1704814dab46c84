import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    memoryStore,
    mergeTranslations,
    RecordContextProvider,
    ResourceContextProvider,
    SimpleForm,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderRowsInput } from '../../resources/dataSharing/form/HeaderRowsInput';
import { sharingFormValues } from '../../resources/dataSharing/sharingPayload';
import en from '../../i18n/en';
import { EditFooter } from '../../src/ui/EditFooter';
import { signInWithGroups, signOutOfTests } from './signedIn';

// Rendering react-admin forms is slow while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 10_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');
const HINT = /A header has no key: fill it in or remove the row/;

const renderRows = (onSubmit = vi.fn()) => {
    render(
        <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
            <ResourceContextProvider value="dataSharing">
                <RecordContextProvider
                    value={{ id: 1, protocol: 'HTTP', headers: { Authorization: 'Bearer t' } }}
                >
                    <SimpleForm
                        mode="onChange"
                        defaultValues={sharingFormValues}
                        onSubmit={onSubmit}
                        toolbar={<EditFooter />}
                    >
                        <HeaderRowsInput />
                    </SimpleForm>
                </RecordContextProvider>
            </ResourceContextProvider>
        </AdminContext>,
    );
    return onSubmit;
};

describe('the header rows', { timeout: 30_000 }, () => {
    // An admin: the footer's Undo and Save are theirs to use.
    beforeEach(() => signInWithGroups());
    afterEach(signOutOfTests);

    it('show the stored headers as rows', async () => {
        renderRows();
        expect(await screen.findByDisplayValue('Authorization')).toBeInTheDocument();
        expect(screen.getByDisplayValue('Bearer t')).toBeInTheDocument();
    });

    it('keep Save disabled, and say why, while a key is empty', async () => {
        const onSubmit = renderRows();
        await screen.findByDisplayValue('Authorization');
        await userEvent.click(screen.getByRole('button', { name: 'Add header' }));
        const values = screen.getAllByLabelText('Value');
        await userEvent.type(values[1], 'no key yet');
        expect(await screen.findByText(HINT)).toBeInTheDocument();
        const save = screen.getByRole('button', { name: 'Save' });
        await waitFor(() => expect(save).toBeDisabled());

        await userEvent.type(screen.getAllByLabelText('Key')[1], 'X-Extra');
        await waitFor(() => expect(save).toBeEnabled());
        expect(screen.queryByText(HINT)).toBeNull();
        await userEvent.click(save);
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0].headerRows).toEqual([
            { key: 'Authorization', value: 'Bearer t' },
            { key: 'X-Extra', value: 'no key yet' },
        ]);
    });

    it('let a row be removed, which lifts the block', async () => {
        renderRows();
        await screen.findByDisplayValue('Authorization');
        await userEvent.click(screen.getByRole('button', { name: 'Add header' }));
        expect(await screen.findByText(HINT)).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Remove header 2' }));
        await waitFor(() => expect(screen.queryByText(HINT)).toBeNull());
        expect(screen.getAllByLabelText('Key')).toHaveLength(1);
    });
});
