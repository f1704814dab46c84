/**
 * Leaving with unsaved input asks first (every edit form's footer and every wizard), and a
 * wizard's last button stays disabled until its form is valid.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    memoryStore,
    mergeTranslations,
    required,
    SimpleForm,
    TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import { allowNextLeave } from '../../src/routing/leaveGuard';
import { EditFooter } from '../../src/ui/EditFooter';
import { Wizard } from '../../src/ui/Wizard';

// The footer asks the signed-in user's role; here an admin's.
vi.mock('../../src/auth/useCapability', () => ({
    useCapability: () => ({ allowed: true, reason: undefined }),
}));

configure({ asyncUtilTimeout: 10_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');
const QUESTION = englishMessages.ra.message.unsaved_changes;

const Where = () => <output aria-label="address">{useLocation().pathname}</output>;

const Shell = ({ start, page }: { start: string; page: React.ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <nav>
                <Link to="/dad/devices">Devices</Link>
                <Link to="/dad/devices/device/export?id=1">Export</Link>
            </nav>
            <Where />
            <Routes>
                <Route path="/dad/devices" element={<p>The list</p>} />
                <Route path="/dad/devices/device/export" element={<p>The export</p>} />
                <Route path="*" element={page} />
            </Routes>
        </AdminContext>
    </MemoryRouter>
);

const EditForm = () => (
    <SimpleForm record={{ id: 1, name: 'Lamp 1' }} toolbar={<EditFooter />} onSubmit={() => {}}>
        <TextInput source="name" />
    </SimpleForm>
);

const address = () => screen.getByRole('status', { name: 'address' });

afterEach(() => {
    vi.restoreAllMocks();
});

describe('leaving an edit form', () => {
    it('asks with react-admin message when a field was changed, and stays on cancel', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        render(<Shell start="/dad/devices/device" page={<EditForm />} />);
        const name = await screen.findByRole('textbox', { name: 'Name' });
        await user.clear(name);
        await user.type(name, 'Lamp 2');
        await user.click(screen.getByRole('link', { name: 'Devices' }));
        expect(confirm).toHaveBeenCalledWith(QUESTION);
        expect(address()).toHaveTextContent('/dad/devices/device');
        expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lamp 2');
    });

    it('asks for a link below the page too (the device page export)', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        render(<Shell start="/dad/devices/device" page={<EditForm />} />);
        await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
        await user.click(screen.getByRole('link', { name: 'Export' }));
        expect(confirm).toHaveBeenCalledTimes(1);
        expect(screen.queryByText('The export')).toBeNull();
    });

    it('leaves when the user confirms', async () => {
        vi.spyOn(window, 'confirm').mockReturnValue(true);
        const user = userEvent.setup();
        render(<Shell start="/dad/devices/device" page={<EditForm />} />);
        await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
        await user.click(screen.getByRole('link', { name: 'Devices' }));
        expect(await screen.findByText('The list')).toBeInTheDocument();
    });

    it('does not ask without changes, nor after the page allowed its own way out', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        const { unmount } = render(<Shell start="/dad/devices/device" page={<EditForm />} />);
        await screen.findByRole('textbox', { name: 'Name' });
        await user.click(screen.getByRole('link', { name: 'Devices' }));
        expect(await screen.findByText('The list')).toBeInTheDocument();
        unmount();

        render(<Shell start="/dad/devices/device" page={<EditForm />} />);
        await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
        allowNextLeave();
        await user.click(screen.getByRole('link', { name: 'Devices' }));
        expect(await screen.findByText('The list')).toBeInTheDocument();
        expect(confirm).not.toHaveBeenCalled();
    });

    it('asks before the tab is closed or reloaded with changes', async () => {
        const user = userEvent.setup();
        render(<Shell start="/dad/devices/device" page={<EditForm />} />);
        const name = await screen.findByRole('textbox', { name: 'Name' });
        const before = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(before);
        expect(before.defaultPrevented).toBe(false);
        await user.type(name, 'x');
        const after = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(after);
        expect(after.defaultPrevented).toBe(true);
    });
});

const WizardPage = ({ unsaved }: { unsaved?: boolean }) => (
    <Wizard
        onSubmit={() => {}}
        unsaved={unsaved}
        steps={[
            {
                labelKey: 'First',
                fields: ['name'],
                content: <TextInput source="name" validate={required()} />,
            },
            {
                labelKey: 'Last',
                content: <TextInput source="description" validate={required()} />,
            },
        ]}
    />
);

describe('a wizard', () => {
    it('keeps its last button disabled until the form is valid', async () => {
        const user = userEvent.setup();
        render(<Shell start="/dad/devices/onboard" page={<WizardPage />} />);
        await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lamp');
        await user.click(screen.getByRole('button', { name: 'Next' }));
        const description = await screen.findByRole('textbox', { name: 'Description' });
        const save = screen.getByRole('button', { name: 'Save' });
        await waitFor(() => expect(save).toBeDisabled());
        await user.type(description, 'Street lamps');
        await waitFor(() => expect(save).toBeEnabled());
        await user.clear(description);
        await waitFor(() => expect(save).toBeDisabled());
    });

    it('does not count an error left by an input that is no longer shown', async () => {
        const user = userEvent.setup();
        const Either = () => {
            const apiKey = useWatch({ name: 'apiKey' });
            return (
                <>
                    <TextInput source="apiKey" />
                    {!apiKey && <TextInput source="username" validate={required()} />}
                </>
            );
        };
        render(
            <Shell
                start="/dad/integrations/add"
                page={
                    <Wizard
                        onSubmit={() => {}}
                        steps={[{ labelKey: 'app.wizard.steps', content: <Either /> }]}
                    />
                }
            />,
        );
        const username = await screen.findByRole('textbox', { name: 'Username' });
        const save = screen.getByRole('button', { name: 'Save' });
        await user.type(username, 'x');
        await user.clear(username);
        expect(await screen.findByText('Required')).toBeInTheDocument();
        await waitFor(() => expect(save).toBeDisabled());
        await user.type(screen.getByRole('textbox', { name: 'Api key' }), 'key-1');
        await waitFor(() => expect(save).toBeEnabled());
    });

    it('asks before leaving with typed input or a selection held outside the form', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        const { unmount } = render(<Shell start="/dad/devices/onboard" page={<WizardPage />} />);
        await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lamp');
        await user.click(screen.getByRole('link', { name: 'Devices' }));
        expect(confirm).toHaveBeenCalledWith(QUESTION);
        expect(address()).toHaveTextContent('/dad/devices/onboard');
        unmount();

        render(<Shell start="/dad/devices/activation" page={<WizardPage unsaved />} />);
        await screen.findByRole('textbox', { name: 'Name' });
        await user.click(screen.getByRole('link', { name: 'Devices' }));
        expect(confirm).toHaveBeenCalledTimes(2);
        expect(address()).toHaveTextContent('/dad/devices/activation');
    });
});
