/**
 * When the session ends (an expired session, a 401, a sign-out in another tab), the open form's
 * unsaved input is kept as a draft and put back after signing in again; a sign-out from the user
 * menu drops the drafts and every cached record.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Keycloak from 'keycloak-js';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    memoryStore,
    mergeTranslations,
    Notification,
    PasswordInput,
    SimpleForm,
    TextInput,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import { createAuthProvider } from '../../src/auth/authProvider';
import { setKeycloak, signOut } from '../../src/auth/keycloak';
import { resetDraftKeepers } from '../../src/session/draftKeepers';
import { readDraft, writeDraft } from '../../src/session/draftStore';
import {
    endSession,
    resetSessionEnd,
    returnUrl,
    sessionEnd,
    signInAgain,
    watchSignOutElsewhere,
} from '../../src/session/endSession';
import { store } from '../../src/store';
import { registerRecordCache } from '../../src/session/recordCache';
import { EditFooter } from '../../src/ui/EditFooter';

vi.mock('../../src/auth/useCapability', () => ({
    useCapability: () => ({ allowed: true, reason: undefined }),
}));

configure({ asyncUtilTimeout: 10_000 });
// Typing into react-admin's inputs is slow in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');
const RESTORED = 'Your unsaved input was restored. Save it to keep it.';
const RESTORED_WITHOUT_SECRETS =
    'Your unsaved input was restored. Secret fields such as keys and passwords were not kept: enter them again, then save.';
const SECRETS_NOT_KEPT =
    'Secret fields such as keys and passwords were not kept over the ended session: enter them again.';
const PATH = '/alarming/responsibles/responsible';
const OWNER = { user: 'user-a', organizationId: '2', path: PATH, recordId: '7' };

const signInAs = (sub: string) =>
    setKeycloak({
        tokenParsed: { sub, preferred_username: sub, groups: [], realm_access: { roles: [] } },
    } as unknown as Keycloak);

const Form = ({
    onSubmit = () => undefined,
    withStore = memoryStore({ 'organization.current': '2' }),
}: {
    onSubmit?: (values: unknown) => void;
    withStore?: ReturnType<typeof memoryStore>;
}) => (
    <MemoryRouter initialEntries={[`${PATH}?id=7`]}>
        <AdminContext i18nProvider={i18nProvider} store={withStore}>
            <SimpleForm
                record={{ id: 7, name: 'Lia', password: '' }}
                toolbar={<EditFooter />}
                onSubmit={onSubmit}
            >
                <TextInput source="name" />
                <PasswordInput source="password" />
            </SimpleForm>
            <Notification />
        </AdminContext>
    </MemoryRouter>
);

const name = () => screen.getByRole('textbox', { name: 'Name' });
const save = () => screen.getByRole('button', { name: 'Save' });

/** Types into the form (the name, the password), then the session ends in another tab. */
const typeAndLoseTheSession = async ({ typeName = true, typePassword = true } = {}) => {
    const view = render(<Form />);
    if (typeName) {
        await userEvent.clear(name());
        await userEvent.type(name(), 'Lia Draft');
    }
    if (typePassword) await userEvent.type(screen.getByLabelText('Password'), 'hunter2');
    const stop = watchSignOutElsewhere();
    await act(async () => {
        await messageFromAnotherTab({ type: 'signed-out' });
    });
    stop();
    view.unmount();
};

/** What another tab posts on the console's session channel (src/auth/sessionChannel.ts). */
const messageFromAnotherTab = async (message: unknown) => {
    const other = new BroadcastChannel('console.session');
    other.postMessage(message);
    other.close();
    // Delivered as a task of its own.
    await new Promise(resolve => setTimeout(resolve, 20));
};

beforeEach(() => signInAs('user-a'));

afterEach(() => {
    setKeycloak(undefined);
    resetSessionEnd();
    resetDraftKeepers();
    registerRecordCache(undefined);
    sessionStorage.clear();
});

describe('a sign-out in another tab', () => {
    it('ends the session here at once and keeps the form’s input, without its secret', async () => {
        await typeAndLoseTheSession();
        expect(sessionEnd()).toBe('elsewhere');
        expect(readDraft(OWNER)).toEqual({ name: 'Lia Draft' });
        expect(JSON.stringify({ ...sessionStorage })).not.toContain('hunter2');
    });

    it('another message on the channel, or a change of local storage, ends nothing', async () => {
        const stop = watchSignOutElsewhere();
        await messageFromAnotherTab({ type: 'collections-changed' });
        window.dispatchEvent(
            new StorageEvent('storage', {
                key: 'console.loginToken',
                oldValue: '{"token":"x"}',
                newValue: null,
                storageArea: localStorage,
            }),
        );
        await new Promise(resolve => setTimeout(resolve, 20));
        stop();
        expect(sessionEnd()).toBeNull();
    });
});

describe('after signing in again', () => {
    it('puts the input back as unsaved input with a notice; saving takes it and drops the draft', async () => {
        await typeAndLoseTheSession();
        resetSessionEnd();
        resetDraftKeepers();
        const onSubmit = vi.fn();
        const view = render(<Form onSubmit={onSubmit} />);
        await waitFor(() => expect(name()).toHaveValue('Lia Draft'));
        // The password typed was not kept: the notice says so.
        expect(await screen.findByText(RESTORED_WITHOUT_SECRETS)).toBeVisible();
        expect(screen.queryByText(RESTORED)).toBeNull();
        expect(screen.getByLabelText('Password')).toHaveValue('');
        await waitFor(() => expect(save()).toBeEnabled());
        await userEvent.click(save());
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Lia Draft' });
        // The page goes back to the list after the save.
        view.unmount();
        expect(readDraft(OWNER)).toBeUndefined();
    });

    it('says only that the input is back when no secret was typed', async () => {
        await typeAndLoseTheSession({ typePassword: false });
        resetSessionEnd();
        resetDraftKeepers();
        render(<Form />);
        await waitFor(() => expect(name()).toHaveValue('Lia Draft'));
        expect(await screen.findByText(RESTORED)).toBeVisible();
        expect(screen.queryByText(RESTORED_WITHOUT_SECRETS)).toBeNull();
    });

    it('says that a secret typed alone was not kept, once', async () => {
        await typeAndLoseTheSession({ typeName: false });
        expect(JSON.stringify({ ...sessionStorage })).not.toContain('hunter2');
        resetSessionEnd();
        resetDraftKeepers();
        const view = render(<Form />);
        expect(await screen.findByText(SECRETS_NOT_KEPT)).toBeVisible();
        expect(name()).toHaveValue('Lia');
        expect(readDraft(OWNER)).toBeUndefined();
        view.unmount();
        render(<Form />);
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByText(SECRETS_NOT_KEPT)).toBeNull();
    });

    it('Undo discards the restored input and its draft', async () => {
        await typeAndLoseTheSession();
        resetSessionEnd();
        resetDraftKeepers();
        render(<Form />);
        await waitFor(() => expect(name()).toHaveValue('Lia Draft'));
        await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
        expect(name()).toHaveValue('Lia');
        await waitFor(() => expect(readDraft(OWNER)).toBeUndefined());
    });

    it('puts the input back when the organization is set a moment after the form shows', async () => {
        // After a sign-in the store has no organization until the address's is taken.
        await typeAndLoseTheSession({ typePassword: false });
        resetSessionEnd();
        resetDraftKeepers();
        const withStore = memoryStore({});
        render(<Form withStore={withStore} />);
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(name()).toHaveValue('Lia');
        act(() => withStore.setItem('organization.current', '2'));
        await waitFor(() => expect(name()).toHaveValue('Lia Draft'));
        expect(await screen.findByText(RESTORED)).toBeVisible();
        expect(readDraft(OWNER)).toBeDefined();
    });

    it('another user, or the same user in another organization, gets no draft', async () => {
        writeDraft({ ...OWNER, organizationId: '1' }, { name: 'Other organization' });
        writeDraft({ ...OWNER, user: 'user-b' }, { name: 'Other user' });
        render(<Form />);
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(name()).toHaveValue('Lia');
        expect(screen.queryByText(RESTORED)).toBeNull();
        expect(save()).toBeDisabled();
    });
});

/** react-admin's store with an organization's entries beside the browser user's preferences. */
const keepOrganizationEntries = () => {
    store.setItem('locale', 'de');
    store.setItem('sidebar.openWide', false);
    store.setItem('organization.current', '2');
    store.setItem('devices.listParams', { filter: { q: 'Lindenallee' }, sort: 'name' });
    store.setItem('devices.selectedIds', [17, 18]);
    store.setItem('devices.views.u-user-a.o-2.savedQueries', [{ label: 'Lindenallee lamps' }]);
};

const expectOnlyPreferences = () => {
    expect(JSON.stringify({ ...localStorage })).not.toContain('Linden');
    expect(Object.keys(localStorage).sort()).toEqual([
        'RaStoreconsole.locale',
        'RaStoreconsole.sidebar.openWide',
    ]);
};

describe('how the session ends', () => {
    it('an expired session signs in again to this page with its organization', () => {
        window.history.replaceState(null, '', `${PATH}?id=7#frag`);
        expect(returnUrl('2')).toBe(`${location.origin}${PATH}?id=7&organization_id=2`);
        window.history.replaceState(null, '', `${PATH}?id=7&organization_id=1`);
        expect(returnUrl('2')).toBe(`${location.origin}${PATH}?id=7&organization_id=2`);
        window.history.replaceState(null, '', '/');
    });

    it('signing in again after a sign-out elsewhere comes back to this page, organization and language', async () => {
        const login = vi.fn(async () => undefined);
        setKeycloak({ login } as unknown as Keycloak);
        store.setItem('locale', 'de');
        store.setItem('organization.current', '2');
        window.history.replaceState(null, '', `${PATH}?id=7`);
        endSession('elsewhere');
        // The other tab's react-admin empties the shared store.
        store.reset();
        await signInAgain();
        expect(login).toHaveBeenCalledWith({
            redirectUri: `${location.origin}${PATH}?id=7&organization_id=2`,
        });
        expect(store.getItem('locale')).toBe('de');
        window.history.replaceState(null, '', '/');
    });

    it('a 401 of the product API ends the session once; react-admin neither signs out nor notifies', async () => {
        const onSessionEnd = vi.fn();
        const ownSignOut = vi.fn(async () => undefined);
        let ended = false;
        const authProvider = createAuthProvider({
            keycloak: { authenticated: true } as unknown as Keycloak,
            productName: 'smartcity',
            resources: [],
            accessRules: [],
            getOrganizationId: () => '2',
            signOut: ownSignOut,
            onSessionEnd: () => {
                ended = true;
                onSessionEnd();
            },
            sessionHasEnded: () => ended,
        });
        await expect(
            authProvider.checkError(Object.assign(new Error('Unauthorized'), { status: 401 })),
        ).rejects.toEqual({ logoutUser: false, message: false });
        expect(onSessionEnd).toHaveBeenCalledTimes(1);
        await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
        // react-admin's own logout (after a failed checkAuth) then does nothing more: it never
        // settles, so react-admin neither navigates nor empties its store.
        const settled = vi.fn();
        void authProvider.logout({}).then(settled, settled);
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(settled).not.toHaveBeenCalled();
        expect(ownSignOut).not.toHaveBeenCalled();
    });

    it("a sign-out from the user menu drops every draft, every cached record and the store's organization entries, and tells the other tabs", async () => {
        const queryClient = new QueryClient();
        queryClient.setQueryData(['devices', 'getList'], [{ id: 1, name: 'Lamp' }]);
        registerRecordCache(queryClient);
        writeDraft(OWNER, { name: 'Lia Draft' });
        keepOrganizationEntries();
        const heard: unknown[] = [];
        const otherTab = new BroadcastChannel('console.session');
        otherTab.onmessage = event => heard.push(event.data);
        const logout = vi.fn(async () => undefined);
        setKeycloak({ logout, idToken: 'id-token' } as unknown as Keycloak);
        // The other tabs are told before the organization's entries go (they hear both): an open
        // form there keeps its input before its page reacts to the removal.
        const steps: string[] = [];
        const post = vi
            .spyOn(BroadcastChannel.prototype, 'postMessage')
            .mockImplementation(function (this: BroadcastChannel, message: unknown) {
                steps.push('told');
                post.mockRestore();
                this.postMessage(message);
            });
        const remove = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (
            this: Storage,
            key: string,
        ) {
            steps.push(`removed ${key}`);
            remove.mockRestore();
            this.removeItem(key);
        });
        await signOut();
        expect(steps[0]).toBe('told');
        expect(logout).toHaveBeenCalledWith(
            expect.objectContaining({ redirectUri: `${location.origin}/` }),
        );
        expect(queryClient.getQueryCache().getAll()).toEqual([]);
        expect(readDraft(OWNER)).toBeUndefined();
        expectOnlyPreferences();
        await new Promise(resolve => setTimeout(resolve, 20));
        otherTab.close();
        expect(heard).toEqual([{ type: 'signed-out' }]);
    });

    it("an ended session drops every cached record and the store's organization entries but keeps the drafts", async () => {
        const queryClient = new QueryClient();
        queryClient.setQueryData(['devices', 'getList'], [{ id: 1, name: 'Lamp' }]);
        registerRecordCache(queryClient);
        writeDraft(OWNER, { name: 'Lia Draft' });
        keepOrganizationEntries();
        endSession('elsewhere');
        await new Promise(resolve => setTimeout(resolve, 10));
        expect(queryClient.getQueryCache().getAll()).toEqual([]);
        expect(readDraft(OWNER)).toEqual({ name: 'Lia Draft' });
        expectOnlyPreferences();
    });
});
