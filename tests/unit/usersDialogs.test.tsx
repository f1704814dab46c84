/** The users table and role dialog: chips, locked roles, one call per changed role, self rows. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UsersTable } from '../../resources/users/UsersTable';
import { englishCatalogue } from '../../i18n';
import type { GroupUser } from '../../resources/users/grants';
import { globalGroup, serviceGroup, type UserGroupRef } from '../../resources/users/groups';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

/** Each write waits the 500 ms pause of section 9 in the real client; here the calls are mocks. */
const SLOW = { timeout: 20_000 };

const renderTable = (group: UserGroupRef, roles: string[], users: GroupUser[], self: string) => {
    const calls: string[] = [];
    const record =
        (name: string) =>
        async (...args: unknown[]) => {
            calls.push(`${name} ${args.join(' ')}`);
            return {};
        };
    const dataProvider = {
        addUserRole: vi.fn(record('add')),
        removeUserRole: vi.fn(record('remove')),
        removeUserFromGroup: vi.fn(record('removeFromGroup')),
        deleteUser: vi.fn(record('delete')),
    } as unknown as DataProvider;
    const onChanged = vi.fn();
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <UsersTable
                users={users}
                isPending={false}
                self={self}
                mayManage
                group={group}
                groupName="Street lights"
                roles={roles}
                removal={group.kind === 'global' ? 'account' : 'group'}
                onChanged={onChanged}
            />
        </AdminContext>,
    );
    return { calls, onChanged };
};

const SERVICE_USERS: GroupUser[] = [
    { id: 'u1', username: 'newcomer', roles: ['VIEWER'] },
    { id: 'u2', username: 'orgadmin', roles: ['ADMIN', 'VIEWER'] },
    { id: 'u3', username: 'serviceuser', roles: ['USER'] },
];

const rowOf = (username: string) =>
    screen.getAllByRole('row').find(row => within(row).queryByText(new RegExp(`^${username}`)))!;

describe('users table', SLOW, () => {
    it('shows each user with their roles as chips', async () => {
        renderTable(serviceGroup(101), ['ADMIN', 'USER', 'VIEWER'], SERVICE_USERS, 'orgadmin');
        expect(await screen.findByText('orgadmin (you)')).toBeInTheDocument();
        expect(within(rowOf('orgadmin')).getByText('Admin')).toBeInTheDocument();
        expect(within(rowOf('orgadmin')).getByText('Viewer')).toBeInTheDocument();
        expect(within(rowOf('serviceuser')).getByText('User')).toBeInTheDocument();
    });

    it('disables the actions of the signed-in user’s own row only', async () => {
        renderTable(serviceGroup(101), ['ADMIN', 'USER', 'VIEWER'], SERVICE_USERS, 'orgadmin');
        await screen.findByText('orgadmin (you)');
        expect(screen.getByRole('button', { name: 'Edit roles of orgadmin' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Remove orgadmin' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Edit roles of newcomer' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Remove newcomer' })).toBeEnabled();
    });

    it('locks VIEWER in a service’s dialog; saving sends one call per changed role', async () => {
        const user = userEvent.setup();
        const { calls, onChanged } = renderTable(
            serviceGroup(101),
            ['ADMIN', 'USER', 'VIEWER'],
            SERVICE_USERS,
            'orgadmin',
        );
        await user.click(await screen.findByRole('button', { name: 'Edit roles of serviceuser' }));
        const dialog = screen.getByRole('dialog', {
            name: 'Roles of serviceuser in Street lights',
        });
        expect(within(dialog).getByRole('checkbox', { name: 'Viewer' })).toBeDisabled();
        expect(within(dialog).getByRole('checkbox', { name: 'Viewer' })).not.toBeChecked();
        expect(within(dialog).getByText('Viewer cannot be changed here')).toBeInTheDocument();
        const save = within(dialog).getByRole('button', { name: 'Save' });
        expect(save).toBeDisabled();

        await user.click(within(dialog).getByRole('checkbox', { name: 'User' }));
        // No role ticked: nothing to save (removing the user is the way to take every role).
        expect(save).toBeDisabled();
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick at least one role');
        await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
        await user.click(save);
        await waitFor(() =>
            expect(calls).toEqual([
                'add serviceuser services-101 ADMIN',
                'remove serviceuser services-101 USER',
            ]),
        );
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(onChanged).toHaveBeenCalled();
    });

    it('adds the ticked and removes the unticked roles, one by one', async () => {
        const user = userEvent.setup();
        const { calls } = renderTable(
            serviceGroup(101),
            ['ADMIN', 'USER', 'VIEWER'],
            [{ id: 'u1', username: 'newcomer', roles: ['ADMIN', 'VIEWER'] }],
            'orgadmin',
        );
        await user.click(await screen.findByRole('button', { name: 'Edit roles of newcomer' }));
        const dialog = screen.getByRole('dialog');
        await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
        await user.click(within(dialog).getByRole('checkbox', { name: 'User' }));
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(calls).toEqual([
                'add newcomer services-101 USER',
                'remove newcomer services-101 ADMIN',
            ]),
        );
    });

    it('locks USER in the global users’ dialog', async () => {
        const user = userEvent.setup();
        renderTable(
            globalGroup('smartcity'),
            ['ADMIN', 'USER'],
            [{ id: 'u1', username: 'viewer', roles: ['USER'] }],
            'sysadmin',
        );
        await user.click(await screen.findByRole('button', { name: 'Edit roles of viewer' }));
        const dialog = screen.getByRole('dialog', { name: 'Global roles of viewer' });
        expect(within(dialog).getByRole('checkbox', { name: 'User' })).toBeDisabled();
        expect(within(dialog).getByRole('checkbox', { name: 'User' })).toBeChecked();
        expect(within(dialog).getByRole('checkbox', { name: 'Admin' })).toBeEnabled();
    });

    it('removes a user from the group after a confirmation, in one call', async () => {
        const user = userEvent.setup();
        const { calls } = renderTable(
            serviceGroup(101),
            ['ADMIN', 'USER', 'VIEWER'],
            SERVICE_USERS,
            'orgadmin',
        );
        await user.click(await screen.findByRole('button', { name: 'Remove newcomer' }));
        const confirm = screen.getByRole('dialog', { name: 'Remove newcomer?' });
        expect(confirm).toHaveTextContent('newcomer loses every role in Street lights.');
        expect(calls).toEqual([]);
        await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
        await waitFor(() => expect(calls).toEqual(['removeFromGroup newcomer services-101']));
    });

    it('deletes the account of a global user', async () => {
        const user = userEvent.setup();
        const { calls } = renderTable(
            globalGroup('smartcity'),
            ['ADMIN', 'USER'],
            [{ id: 'u9', username: 'guest', roles: ['USER'] }],
            'sysadmin',
        );
        await user.click(await screen.findByRole('button', { name: 'Remove guest' }));
        const confirm = screen.getByRole('dialog', { name: 'Delete guest?' });
        await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
        await waitFor(() => expect(calls).toEqual(['delete u9']));
    });
});
