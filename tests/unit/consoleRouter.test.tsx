/**
 * The console's router (src/routing/ConsoleRouter.tsx): another page opens as a transition, so
 * the current page stays while the next one's code loads; a new query on the same page (a
 * list's sort, filter or page) renders at once, so what it shows next is on screen without
 * waiting (here: the fallback of a page that is not ready). While another page is on its way the
 * layout's bar says so (PendingPageBar), and it goes when the page shows.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { PendingPageBar } from '../../src/layout/PendingPageBar';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleRouter } from '../../src/routing/ConsoleRouter';

/** Never settles: a page whose code or data is still on its way. */
const pending = new Promise<never>(() => undefined);

const Waiting = () => use(pending);

/** A page whose code arrives when the test says so. */
let arrive: () => void = () => undefined;
const arriving = new Promise<void>(resolve => (arrive = resolve));
const Users = () => {
    use(arriving);
    return <p>Users</p>;
};

const Devices = () => {
    const { search } = useLocation();
    const navigate = useNavigate();
    if (search.includes('slow')) use(pending);
    return (
        <>
            <p>Devices {search}</p>
            <button onClick={() => navigate('/devices?sort=name')}>Sort</button>
            <button onClick={() => navigate('/devices?slow=1')}>Slow query</button>
            <button onClick={() => navigate('/alarms')}>Alarms</button>
            <button onClick={() => navigate('/users')}>Users</button>
        </>
    );
};

const renderConsole = () =>
    render(
        <ConsoleRouter>
            <PendingPageBar />
            <Suspense fallback={<p>Loading</p>}>
                <Routes>
                    <Route path="/devices" element={<Devices />} />
                    <Route path="/alarms" element={<Waiting />} />
                    <Route path="/users" element={<Users />} />
                </Routes>
            </Suspense>
        </ConsoleRouter>,
    );

describe('the console router', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('keeps the current page while another page is not ready', async () => {
        window.history.replaceState(null, '', '/devices');
        renderConsole();
        await act(async () => {
            screen.getByRole('button', { name: 'Alarms' }).click();
            await new Promise(resolve => setTimeout(resolve, 20));
        });
        expect(window.location.pathname).toBe('/alarms');
        expect(screen.getByText('Devices')).toBeVisible();
        expect(screen.queryByText('Loading')).toBeNull();
    });

    it('shows a bar while another page is on its way, until it shows', async () => {
        window.history.replaceState(null, '', '/devices');
        renderConsole();
        expect(screen.queryByRole('progressbar')).toBeNull();
        await act(async () => {
            screen.getByRole('button', { name: 'Users' }).click();
            await new Promise(resolve => setTimeout(resolve, 20));
        });
        expect(screen.getByText('Devices')).toBeVisible();
        expect(screen.getByRole('progressbar')).toBeInTheDocument();
        await act(async () => arrive());
        expect(await screen.findByText('Users')).toBeVisible();
        expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it('shows a new query on the same page at once', async () => {
        window.history.replaceState(null, '', '/devices');
        renderConsole();
        await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
        expect(screen.getByText('Devices ?sort=name')).toBeVisible();
        await act(async () => screen.getByRole('button', { name: 'Slow query' }).click());
        expect(screen.getByText('Loading')).toBeVisible();
        expect(screen.queryByRole('progressbar')).toBeNull();
    });
});
