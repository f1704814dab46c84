import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
    AdminContext,
    Form,
    memoryStore,
    ResourceContextProvider,
    type DataProvider,
} from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, englishCatalogue } from '../../i18n';
import { TypeFields } from '../../resources/integrations/components/TypeFields';
import type { InfoList, IntegrationType } from '../../resources/integrations/types';
import { setConfig } from '../../src/config';
import { signInWithGroups } from './signedIn';
import { TEST_CONFIG } from './testConfig';

beforeAll(() => {
    // An admin: secret fields are masked inputs with a reveal control (a viewer sees "Hidden").
    signInWithGroups(['/organizations/1/ADMIN']);
    setConfig({ ...TEST_CONFIG, contentServiceUrl: 'http://content' });
});

const renderFields = (
    type: IntegrationType,
    infoList: InfoList = {},
    dataProvider: Partial<DataProvider> = {},
) =>
    render(
        <AdminContext
            dataProvider={dataProvider as DataProvider}
            i18nProvider={createI18nProvider('en', englishCatalogue)}
            store={memoryStore()}
        >
            <ResourceContextProvider value="integrations">
                <Form defaultValues={{ type, details: { infoList } }} mode="onChange">
                    <TypeFields type={type} />
                </Form>
            </ResourceContextProvider>
        </AdminContext>,
    );

/** An input by its label, with or without the required mark. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));
const maybeField = (label: string) => screen.queryByLabelText(labelled(label));

describe('Swisscom credentials in the form', () => {
    it('hides the API key while a username is typed, and shows it again when cleared', async () => {
        const user = userEvent.setup();
        renderFields('SWISSCOM', { url: 'https://api.lpn.swisscom.ch' });
        expect(field('URL')).toHaveValue('https://api.lpn.swisscom.ch');
        const username = field('Username');
        expect(field('API key')).toBeInTheDocument();
        await user.type(username, 'lpn');
        expect(maybeField('API key')).not.toBeInTheDocument();
        expect(field('Password')).toBeInTheDocument();
        await user.clear(username);
        expect(maybeField('API key')).toBeInTheDocument();
    });

    it('hides username and password while an API key is typed', async () => {
        const user = userEvent.setup();
        renderFields('SWISSCOM');
        await user.type(field('API key'), 'k');
        expect(maybeField('Username')).not.toBeInTheDocument();
        expect(maybeField('Password')).not.toBeInTheDocument();
    });
});

describe('MQTT', () => {
    it('mirrors the username as the read-only client id', async () => {
        const user = userEvent.setup();
        renderFields('MQTT');
        const clientId = field('Client ID');
        expect(clientId).toHaveAttribute('readonly');
        await user.type(field('Username'), 'broker-1');
        expect(clientId).toHaveValue('broker-1');
    });
});

describe('REST secret and uplink address', () => {
    it('shows the curl example with the secret masked until shown, and Generate replaces the secret', async () => {
        const user = userEvent.setup();
        renderFields('REST', { integrationSecret: 'aaaa' });
        const example = field('Uplink address (example)');
        const address = (key: string) =>
            `curl -X POST ${window.location.origin}/smartcity/uplink/smartInterface/{deviceId}/key/${key} -H 'Content-Type: application/json' -d '{"temperature": 21.5}'`;
        expect(example).toHaveValue(address('••••••••'));
        const [, showAddress] = screen.getAllByRole('button', { name: 'Show secret' });
        await user.click(showAddress!);
        expect(example).toHaveValue(address('aaaa'));
        await user.click(screen.getByRole('button', { name: 'Generate' }));
        const secret = (field('Client secret') as HTMLInputElement).value;
        expect(secret).toMatch(/^[0-9a-f]{32}$/);
        expect((example as HTMLTextAreaElement).value).toContain(`/key/${secret} `);
        expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    });
});

describe('Element look-ups', () => {
    it('loads folders and driver instances after the API key loses focus', async () => {
        const user = userEvent.setup();
        const elementFolders = vi.fn(async () => [{ id: 'f1', name: 'Plant A' }]);
        const elementDriverInstances = vi.fn(async () => [{ id: 7, name: 'LoRa driver' }]);
        renderFields('ELEMENT', {}, { elementFolders, elementDriverInstances });
        await user.type(field('URL'), 'https://element.example.com');
        await user.type(field('API key'), 'tok');
        expect(elementFolders).not.toHaveBeenCalled();
        fireEvent.blur(field('API key'));
        await waitFor(() =>
            expect(elementFolders).toHaveBeenCalledWith({
                url: 'https://element.example.com',
                auth: 'tok',
            }),
        );
        expect(elementDriverInstances).toHaveBeenCalled();
        await user.click(await screen.findByRole('combobox', { name: /Folder/ }));
        const listbox = await screen.findByRole('listbox');
        expect(within(listbox).getByRole('option', { name: 'Plant A' })).toBeInTheDocument();
    });
});
