import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    Form,
    memoryStore,
    mergeTranslations,
    ResourceContextProvider,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { MulticastInputs } from '../../resources/deviceGroups/form/MulticastInputs';
import en from '../../i18n/en';
import { signInWithGroups } from './signedIn';

// An admin: the session keys are masked inputs with a reveal control (a viewer sees "Hidden").
beforeAll(() => signInWithGroups());

// Rendering react-admin forms is slow while the whole suite runs in parallel.
configure({ asyncUtilTimeout: 10_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');

const Values = () => {
    const info = useWatch({ name: 'groupDetails.infoList' });
    return <output aria-label="values">{JSON.stringify(info ?? {})}</output>;
};

const renderInputs = (integrationType: string, readOnly = false) =>
    render(
        <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
            <ResourceContextProvider value="deviceGroups">
                <Form mode="onChange">
                    <MulticastInputs integrationType={integrationType} readOnly={readOnly} />
                    <Values />
                </Form>
            </ResourceContextProvider>
        </AdminContext>,
    );

const values = () => JSON.parse(screen.getByLabelText('values').textContent ?? '{}');

describe('the multicast inputs', { timeout: 30_000 }, () => {
    it('upper-case what is typed', async () => {
        renderInputs('CHIRPSTACK_V4');
        await userEvent.type(await screen.findByLabelText(/^Address/), '0a1b2c3d');
        await waitFor(() => expect(values().nwAdr).toBe('0A1B2C3D'));
        expect(screen.getByLabelText(/^Address/)).toHaveValue('0A1B2C3D');
    });

    it('generate a random value of the field length with each Generate button', async () => {
        renderInputs('CHIRPSTACK_V4');
        await userEvent.click(
            await screen.findByRole('button', { name: 'Generate network session key' }),
        );
        await userEvent.click(
            screen.getByRole('button', { name: 'Generate application session key' }),
        );
        await userEvent.click(screen.getByRole('button', { name: 'Generate address' }));
        await waitFor(() => {
            expect(values().nwSKey).toMatch(/^[0-9A-F]{32}$/);
            expect(values().appSKey).toMatch(/^[0-9A-F]{32}$/);
            expect(values().nwAdr).toMatch(/^[0-9A-F]{8}$/);
        });
        expect(values().nwSKey).not.toBe(values().appSKey);
        expect(screen.queryByRole('button', { name: 'Generate device EUI' })).toBeNull();
    });

    it('show the Swisscom fields and a 16-character device EUI for Swisscom', async () => {
        renderInputs('SWISSCOM');
        await userEvent.click(await screen.findByRole('button', { name: 'Generate device EUI' }));
        await waitFor(() => expect(values().mcDevEUI).toMatch(/^[0-9A-F]{16}$/));
        expect(screen.getByLabelText(/^Connectivity plan ID/)).toBeInTheDocument();
        expect(screen.getByLabelText(/^Routing profile ID/)).toBeInTheDocument();
        expect(screen.getByLabelText(/^Tag/)).toBeInTheDocument();
    });

    it('say what is wrong with a value of the wrong length', async () => {
        renderInputs('CHIRPSTACK_V4');
        await userEvent.type(await screen.findByLabelText(/^Address/), 'ABC');
        expect(
            await screen.findByText('Must be exactly 8 hexadecimal characters (0-9, A-F)'),
        ).toBeInTheDocument();
    });

    it('offer no generators when read-only', async () => {
        renderInputs('SWISSCOM', true);
        expect(await screen.findByLabelText(/^Address/)).toHaveAttribute('readonly');
        expect(screen.queryByRole('button', { name: /^Generate/ })).toBeNull();
    });
});
