/**
 * The users lists page and search like the console's other lists: 25 rows a page, the whole
 * group reachable page by page however many users it has (it stopped at 1,000), a search by
 * username.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { UsersTable } from '../../resources/users/UsersTable';
import { englishCatalogue } from '../../i18n';
import type { GroupUser } from '../../resources/users/grants';
import { organizationGroup } from '../../resources/users/groups';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const name = (index: number) => `user-${String(index).padStart(5, '0')}`;
const MANY: GroupUser[] = Array.from({ length: 1100 }, (_, index) => ({
    id: `id-${index + 1}`,
    username: name(index + 1),
    roles: ['VIEWER'],
}));

const renderTable = (users: GroupUser[]) =>
    render(
        <AdminContext
            dataProvider={{} as DataProvider}
            i18nProvider={i18nProvider}
            store={memoryStore()}
        >
            <UsersTable
                users={users}
                isPending={false}
                self="orgadmin"
                mayManage
                group={organizationGroup(1)}
                groupName="Stadtwerke Musterstadt"
                roles={['ADMIN', 'VIEWER']}
                removal="group"
                onChanged={() => undefined}
            />
        </AdminContext>,
    );

const table = () => screen.getByRole('table', { name: 'Users and their roles' });
/** The usernames of the rows shown. */
const shownUsernames = () =>
    within(table())
        .getAllByRole('row')
        .slice(1)
        .map(row => within(row).getAllByRole('cell')[0].textContent);

describe('users list paging and search', { timeout: 60_000 }, () => {
    it('shows 25 users a page and reaches the last of 1,100 page by page', async () => {
        const user = userEvent.setup();
        renderTable(MANY);
        await screen.findByText(name(1));
        expect(shownUsernames()).toHaveLength(25);
        expect(shownUsernames()[24]).toBe(name(25));
        expect(screen.getByText('1-25 of 1100')).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
        expect(await screen.findByText(name(26))).toBeInTheDocument();
        expect(shownUsernames()).toHaveLength(25);

        await user.click(screen.getByRole('button', { name: 'Go to page 44' }));
        expect(await screen.findByText(name(1100))).toBeInTheDocument();
        expect(shownUsernames()[0]).toBe(name(1076));
        expect(screen.getByText('1076-1100 of 1100')).toBeInTheDocument();
    });

    it('searches by username, ignoring case, from the first page', async () => {
        const user = userEvent.setup();
        renderTable([...MANY, { id: 'x', username: 'Orgadmin2', roles: ['ADMIN'] }]);
        await screen.findByText(name(1));
        await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
        await screen.findByText(name(26));

        const search = screen.getByRole('searchbox', { name: 'Search by username' });
        await user.type(search, 'ORGADMIN');
        expect(await screen.findByText('Orgadmin2')).toBeInTheDocument();
        expect(shownUsernames()).toEqual(['Orgadmin2']);

        await user.clear(search);
        await user.type(search, '-0105');
        expect(await screen.findByText(name(1050))).toBeInTheDocument();
        expect(shownUsernames()).toEqual(Array.from({ length: 10 }, (_, i) => name(1050 + i)));

        await user.clear(search);
        await user.type(search, 'nobody');
        expect(await screen.findByText('No username contains “nobody”.')).toBeInTheDocument();
    });
});
