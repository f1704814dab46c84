/**
 * The header's tools and the sidebar's entries render just after the page's first content
 * (src/ui/useRenderedLater.ts): the commit that mounts the layout shows the header's bar with the
 * page title's place and the sidebar's landmark, empty; the render right after it brings the
 * entries and the tools, working.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useLayoutEffect } from 'react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { AppBar } from '../../src/layout/AppBar';
import { Menu } from '../../src/layout/Menu';
import { signInWithGroups, signOutOfTests } from './signedIn';

/** Keeps a copy of the page as the commit that mounts it (and its earlier siblings) leaves it. */
const FirstCommit = ({ into }: { into: HTMLElement }) => {
    useLayoutEffect(() => {
        into.innerHTML = document.body.innerHTML;
    }, [into]);
    return null;
};

const renderLayout = (first: HTMLElement) =>
    render(
        <AdminContext
            i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
            store={memoryStore()}
            dataProvider={testDataProvider({
                getList: async () => ({ data: [], total: 0 }),
            })}
            authProvider={{
                login: async () => undefined,
                logout: async () => undefined,
                checkAuth: async () => undefined,
                checkError: async () => undefined,
                getIdentity: async () => ({ id: 'tester', fullName: 'Tess Tester' }),
            }}
        >
            <AppBar alwaysOn />
            <Menu />
            <FirstCommit into={first} />
        </AdminContext>,
    );

// Its parts load as the console's do (lazy chunks, transformed on first use): slow on a busy machine.
describe('the layout around a page', { timeout: 30_000 }, () => {
    beforeEach(() => signInWithGroups(['/smartcity/ADMIN']));
    afterEach(signOutOfTests);

    it('first shows the header bar and an empty sidebar, then their entries and tools', async () => {
        const first = document.createElement('div');
        renderLayout(first);

        // The commit that mounts the layout: the landmarks are there, their contents not yet.
        expect(within(first).getByRole('banner')).toBeTruthy();
        expect(within(first).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
        expect(within(first).queryAllByRole('menuitem')).toHaveLength(0);
        expect(within(first).queryByRole('button', { name: /Profile/ })).toBeNull();
        expect(within(first).queryByRole('button', { name: /^Theme/ })).toBeNull();

        // Right after: the entries and the tools, working.
        const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
        expect(await within(sidebar).findByRole('menuitem', { name: 'Home' })).toBeTruthy();
        expect(await screen.findByRole('button', { name: /^Theme/ })).toBeTruthy();
        const userMenu = await screen.findByRole('button', { name: /Profile/ });
        await userEvent.click(userMenu);
        expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    });
});
