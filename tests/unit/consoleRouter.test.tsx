/**
 * The console's router (src/routing/ConsoleRouter.tsx): another page opens as a transition, so
 * the current page stays while the next one's code loads; a new query on the same page (a
 * list's sort, filter or page) renders at once, so what it shows next is on screen without
 * waiting (here: the fallback of a page that is not ready).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleRouter } from '../../src/routing/ConsoleRouter';

/** Never settles: a page whose code or data is still on its way. */
const pending = new Promise<never>(() => undefined);

const Waiting = () => use(pending);

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
        </>
    );
};

const renderConsole = () =>
    render(
        <ConsoleRouter>
            <Suspense fallback={<p>Loading</p>}>
                <Routes>
                    <Route path="/devices" element={<Devices />} />
                    <Route path="/alarms" element={<Waiting />} />
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

    it('shows a new query on the same page at once', async () => {
        window.history.replaceState(null, '', '/devices');
        renderConsole();
        await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
        expect(screen.getByText('Devices ?sort=name')).toBeVisible();
        await act(async () => screen.getByRole('button', { name: 'Slow query' }).click());
        expect(screen.getByText('Loading')).toBeVisible();
    });
});
