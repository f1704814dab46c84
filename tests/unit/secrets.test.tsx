/**
 * Secrets need a role (issue 17, point 5): the resources' secret lists, and SecretInput, which
 * masks a secret for admins behind a Show secret / Hide secret control and shows everyone else
 * only "Hidden" (never the value, even when the form holds one). A save without a reveal sends
 * the secret as it was.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
    AdminContext,
    ArrayInput,
    Form,
    memoryStore,
    ResourceContextProvider,
    SimpleFormIterator,
    TextInput,
    type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, englishCatalogue } from '../../i18n';
import { dataSharing } from '../../resources/dataSharing';
import { HeaderValueInput } from '../../resources/dataSharing/form/HeaderValueInput';
import { DATA_SHARING_SECRETS } from '../../resources/dataSharing/secrets';
import { deviceGroups } from '../../resources/deviceGroups';
import { DEVICE_GROUP_SECRETS } from '../../resources/deviceGroups/secrets';
import { integrations } from '../../resources/integrations';
import { TypeFields } from '../../resources/integrations/components/TypeFields';
import { INTEGRATION_SECRETS } from '../../resources/integrations/secrets';
import type { IntegrationType } from '../../resources/integrations/types';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';
import { isSecretKey, isSecretPath, secretValues } from '../../src/crud/secrets';
import { signInWithGroups, signOutOfTests } from './signedIn';

const ADMIN = ['/organizations/1/ADMIN'];
const VIEWER = ['/organizations/1/VIEWER'];

const renderForm = (children: React.ReactNode, values: object, onSubmit = vi.fn()) =>
    render(
        <AdminContext
            dataProvider={{} as DataProvider}
            i18nProvider={createI18nProvider('en', englishCatalogue)}
            store={memoryStore({ [ORGANIZATION_STORE_KEY]: '1' })}
        >
            <ResourceContextProvider value="integrations">
                <Form defaultValues={values} onSubmit={onSubmit} mode="onChange">
                    {children}
                    <button type="submit">Submit</button>
                </Form>
            </ResourceContextProvider>
        </AdminContext>,
    );

const integration = (type: IntegrationType, infoList: object) =>
    renderForm(<TypeFields type={type} />, { name: 'Broker', type, details: { infoList } });

describe("the resources' secrets", () => {
    it('name the integration credentials, the session keys and the MQTT password', () => {
        for (const field of ['apiToken', 'password', 'integrationSecret', 'as_key']) {
            expect(isSecretPath(INTEGRATION_SECRETS, `details.infoList.${field}`)).toBe(true);
        }
        for (const field of ['url', 'username', 'clientId', 'applicationId', 'as_id']) {
            expect(isSecretPath(INTEGRATION_SECRETS, `details.infoList.${field}`)).toBe(false);
        }
        expect(isSecretPath(DEVICE_GROUP_SECRETS, 'groupDetails.infoList.nwSKey')).toBe(true);
        expect(isSecretPath(DEVICE_GROUP_SECRETS, 'groupDetails.infoList.nwAdr')).toBe(false);
        expect(isSecretPath(DATA_SHARING_SECRETS, 'mqttConfig.password')).toBe(true);
    });

    it('count a header as secret by its name: credentials yes, content types no', () => {
        const secret = (name: string) => isSecretKey(DATA_SHARING_SECRETS, 'headers', name);
        for (const name of ['Authorization', 'proxy-authorization', 'X-API-Key', 'X-Auth-Token']) {
            expect(secret(name), name).toBe(true);
        }
        for (const name of ['Cookie', 'X-Client-Secret', 'X-Signature', 'X-Session']) {
            expect(secret(name), name).toBe(true);
        }
        for (const name of ['Content-Type', 'Accept', 'X-Source', 'Keep-Alive', 'User-Agent']) {
            expect(secret(name), name).toBe(false);
        }
    });

    it('are the ones the declarations give the console (drafts, generated forms)', () => {
        expect(integrations.secrets).toBe(INTEGRATION_SECRETS);
        expect(deviceGroups.secrets).toBe(DEVICE_GROUP_SECRETS);
        expect(dataSharing.secrets).toBe(DATA_SHARING_SECRETS);
    });

    it("list a record's secret values", () => {
        const sharing = {
            headers: { Authorization: 'Bearer a', 'X-Source': 'town', 'x-api-key': 'k1' },
            mqttConfig: { userName: 'u', password: 'p', topic: 't' },
        };
        expect(secretValues(sharing, DATA_SHARING_SECRETS).sort()).toEqual(['Bearer a', 'k1', 'p']);
        const chirpStack = {
            details: { infoList: { url: 'https://x', apiToken: 'tok', applicationId: 3 } },
        };
        expect(secretValues(chirpStack, INTEGRATION_SECRETS)).toEqual(['tok']);
        expect(secretValues({}, DEVICE_GROUP_SECRETS)).toEqual([]);
    });
});

describe('a secret for an admin', () => {
    afterEach(signOutOfTests);

    it('is masked until Show secret is pressed, and masked again with Hide secret', async () => {
        signInWithGroups(ADMIN);
        const user = userEvent.setup();
        integration('MQTT', { username: 'broker', password: 'pw-123', clientId: 'broker' });
        const password = await screen.findByLabelText(/^Password/);
        expect(password).toHaveAttribute('type', 'password');
        expect(password).toHaveValue('pw-123');
        const show = screen.getByRole('button', { name: 'Show secret' });
        expect(show).toHaveAttribute('aria-pressed', 'false');
        await user.click(show);
        expect(password).toHaveAttribute('type', 'text');
        const hide = screen.getByRole('button', { name: 'Hide secret' });
        expect(hide).toHaveAttribute('aria-pressed', 'true');
        await user.click(hide);
        expect(password).toHaveAttribute('type', 'password');
    });

    it('is saved as it was when it was neither shown nor changed: never the mask, never blank', async () => {
        signInWithGroups(ADMIN);
        const user = userEvent.setup();
        const onSubmit = vi.fn();
        renderForm(
            <TypeFields type="REST" />,
            {
                name: 'Interface',
                type: 'REST',
                details: { infoList: { integrationSecret: 'kept-secret' } },
            },
            onSubmit,
        );
        expect(await screen.findByLabelText(/^Client secret/)).toHaveAttribute('type', 'password');
        const uplink = screen.getByLabelText('Uplink address (example)') as HTMLTextAreaElement;
        expect(uplink.value).toContain('/key/•••••••• ');
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        const [values] = onSubmit.mock.calls[0]!;
        expect(values.details.infoList).toEqual({ integrationSecret: 'kept-secret' });
        expect(JSON.stringify(values)).not.toContain('•');
    });
});

describe('a secret for a viewer', () => {
    afterEach(signOutOfTests);

    it('shows "Hidden" and never the value, even when the form holds it', async () => {
        signInWithGroups(VIEWER);
        const { container } = integration('SWISSCOM', {
            as_id: 'AS-1',
            as_key: 'as-key-secret',
            url: 'https://api.lpn.swisscom.ch',
            connectivityPlanId: 'cp',
            apiToken: 'api-token-secret',
        });
        expect(await screen.findByLabelText('AS ID', { exact: false })).toHaveValue('AS-1');
        expect(screen.getByRole('textbox', { name: /^AS key/ })).toHaveValue('Hidden');
        // Without a username the integration uses an API key: only that set shows.
        expect(screen.getByRole('textbox', { name: /^API key/ })).toHaveValue('Hidden');
        expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Show secret' })).not.toBeInTheDocument();
        expect(screen.getAllByText('Only admins see this value.')).toHaveLength(2);
        expect(container.innerHTML).not.toContain('as-key-secret');
        expect(container.innerHTML).not.toContain('api-token-secret');
    });

    it('shows the uplink address as "Hidden"', async () => {
        signInWithGroups(VIEWER);
        const { container } = integration('REST', { integrationSecret: 'rest-key-secret' });
        expect(
            await screen.findByRole('textbox', { name: 'Uplink address (example)' }),
        ).toHaveValue('Hidden');
        expect(container.innerHTML).not.toContain('rest-key-secret');
    });

    it('shows a credential header\'s value as "Hidden", any other header as it is', async () => {
        signInWithGroups(VIEWER);
        const { container } = renderForm(
            <ArrayInput source="headerRows">
                <SimpleFormIterator inline>
                    <TextInput source="key" />
                    <HeaderValueInput readOnly />
                </SimpleFormIterator>
            </ArrayInput>,
            {
                headerRows: [
                    { key: 'Authorization', value: 'Bearer header-secret' },
                    { key: 'X-Source', value: 'town' },
                ],
            },
        );
        const values = await screen.findAllByRole('textbox', { name: 'Value' });
        expect(values.map(input => (input as HTMLInputElement).value)).toEqual(['Hidden', 'town']);
        expect(container.innerHTML).not.toContain('header-secret');
    });
});
