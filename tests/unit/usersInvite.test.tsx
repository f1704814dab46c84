/** The invite dialog: Invite is disabled until the username is valid (section 5). */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { InviteDialog } from '../../resources/users/InviteDialog';
import { englishCatalogue } from '../../i18n';
import { organizationGroup } from '../../resources/users/groups';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

describe('invite dialog', { timeout: 20_000 }, () => {
    it('enables Invite only for a valid username, and invites with VIEWER', async () => {
        const user = userEvent.setup();
        const addUserRole = vi.fn(async () => ({}));
        render(
            <AdminContext
                dataProvider={{ addUserRole } as unknown as DataProvider}
                i18nProvider={i18nProvider}
                store={memoryStore()}
            >
                <InviteDialog
                    group={organizationGroup(1)}
                    groupName="Stadtwerke Musterstadt"
                    users={[{ id: 'u1', username: 'orgadmin', roles: ['ADMIN'] }]}
                    onClose={() => undefined}
                    onInvited={() => undefined}
                />
            </AdminContext>,
        );
        const invite = screen.getByRole('button', { name: 'Invite' });
        const username = screen.getByLabelText(/^Username/);
        expect(invite).toBeDisabled();

        await user.type(username, 'n');
        await waitFor(() => expect(invite).toBeDisabled());
        await user.type(username, 'ew comer');
        expect(await screen.findByText('Use letters, digits and . _ - @ only')).toBeVisible();
        expect(invite).toBeDisabled();

        await user.clear(username);
        await user.type(username, 'newcomer');
        await waitFor(() => expect(invite).toBeEnabled());
        await user.clear(username);
        await waitFor(() => expect(invite).toBeDisabled());

        await user.type(username, 'newcomer');
        await waitFor(() => expect(invite).toBeEnabled());
        await user.click(invite);
        await waitFor(() =>
            expect(addUserRole).toHaveBeenCalledWith(
                'newcomer',
                'organizations-1',
                'VIEWER',
                // The refusals the dialog shows at its field (resources/users/inviteRefusals.ts).
                expect.any(Function),
            ),
        );
    });
});
