/**
 * The header's organization selector and the breadcrumbs follow the path, not the query: a
 * list's sort, filter or page is a navigation to a new query, and neither renders again for it
 * (the selector below src/routing/PathLocation.tsx, the trail memoized on the path); a new page
 * renders them, and the menu, with the new path (the menu marks its entry, the trail ends with
 * the page). Each translates its texts as it renders (the selector's label, the trail's name):
 * what they translate tells what rendered.
 *
 * The menu's entries are not counted: react-admin's MenuItemLink reads the location in a
 * component below the menu's own elements, and React's context propagation still calls its render
 * function after a new query, then keeps its output as it was (what `npm run bench` measures).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { AppBar } from '../../src/layout/AppBar';
import { Breadcrumbs } from '../../src/layout/Breadcrumbs';
import { Menu } from '../../src/layout/Menu';
import { RouteTableProvider } from '../../src/routing/RouteTableContext';
import { accessRules, routeTable } from './routeRules';
import { signInWithGroups, signOutOfTests } from './signedIn';

const english = polyglotI18nProvider(() => englishCatalogue, 'en');

/** The keys translated since the last look. */
let translated: string[] = [];

const i18nProvider = {
    ...english,
    translate: (key: string, options?: object) => {
        translated.push(key);
        return english.translate(key, options);
    },
};

/** Navigates as a list does (a new query) and as a menu entry does (a new path). */
const Navigation = () => {
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    return (
        <>
            <output aria-label="Address">{pathname + search}</output>
            <button onClick={() => navigate('/dad/devices?sort=name&order=ASC')}>Sort</button>
            <button onClick={() => navigate('/dad/devices?sort=name&order=ASC&page=2')}>
                Next page
            </button>
            <button onClick={() => navigate('/alarming/alarms')}>Alarms</button>
        </>
    );
};

const renderLayout = () =>
    render(
        <MemoryRouter initialEntries={['/dad/devices']}>
            <RouteTableProvider table={routeTable} accessRules={accessRules}>
                <AdminContext
                    i18nProvider={i18nProvider}
                    store={memoryStore()}
                    dataProvider={testDataProvider({
                        // The organizations the selector offers.
                        getList: async <T extends RaRecord>() => ({
                            data: [{ id: 1, name: 'Stadtwerke' }] as unknown as T[],
                            total: 1,
                        }),
                    })}
                >
                    <AppBar alwaysOn />
                    <Menu />
                    <Breadcrumbs />
                    <Navigation />
                </AdminContext>
            </RouteTableProvider>
        </MemoryRouter>,
    );

const click = async (name: string) => {
    await act(async () => {
        screen.getByRole('button', { name }).click();
        await new Promise(resolve => setTimeout(resolve, 20));
    });
};

const currentEntry = () =>
    screen
        .getAllByRole('menuitem')
        .filter(item => item.classList.contains('RaMenuItemLink-active'))
        .map(item => item.textContent);

// Its parts load as the console's do (lazy chunks, transformed on first use): slow on a busy machine.
describe('the layout around a list', { timeout: 30_000 }, () => {
    beforeEach(() => signInWithGroups(['/smartcity/ADMIN']));
    afterEach(signOutOfTests);

    it('renders the selector and the trail again for a new page, not for a new query', async () => {
        renderLayout();
        await waitFor(() => expect(currentEntry()).toEqual(['Devices and Data']));
        // The header's tools come after the page's content, with their code.
        await screen.findByRole('combobox', { name: 'Organization' });
        await screen.findByRole('button', { name: /^Theme:/ });
        await act(() => new Promise(resolve => setTimeout(resolve, 50)));
        const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
        expect(trail.textContent).toContain('Devices');

        expect(translated).toContain('app.organization.label');

        translated = [];
        await click('Sort');
        await click('Next page');
        expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
            '/dad/devices?sort=name&order=ASC&page=2',
        );
        expect(translated).not.toContain('app.organization.label');
        expect(translated).not.toContain('app.breadcrumb.label');

        await click('Alarms');
        expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
            '/alarming/alarms',
        );
        // The entries (each its name), the selector (its label) and the trail render anew.
        expect(translated).toEqual(
            expect.arrayContaining([
                'app.pages.dad',
                'app.organization.label',
                'app.breadcrumb.label',
            ]),
        );
        expect(currentEntry()).toEqual(['Alarming']);
        expect(trail.textContent).toContain('Alarms');
        expect(trail.textContent).not.toContain('Devices');
    });
});
