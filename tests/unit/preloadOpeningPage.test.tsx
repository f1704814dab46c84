/** The page the console opens on loads its code while the console signs in (lazyPage preload). */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { lazyPage, preloadPage } from '../../src/resource/lazyPage';
import { preloadOpeningPage } from '../../src/routing/preloadOpeningPage';

const Page = () => <p>The page</p>;

const shown = async (component: ReturnType<typeof lazyPage>) => {
    const Component = component;
    render(
        <Suspense fallback={<p>Loading</p>}>
            <Component />
        </Suspense>,
    );
    return screen.findByText('The page');
};

describe('a lazy page loaded ahead of its render', () => {
    it('loads its module once for the preload and the render', async () => {
        const load = vi.fn(async () => ({ Page }));
        const component = lazyPage(load, 'Page');
        expect(preloadPage(component)).toBe(true);
        expect(preloadPage(component)).toBe(true);
        expect(load).toHaveBeenCalledTimes(1);
        // The render uses the module the preload loaded: no second load.
        await shown(component);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads afresh for the render when the preload failed', async () => {
        const load = vi
            .fn<() => Promise<{ Page: typeof Page }>>()
            .mockRejectedValueOnce(new TypeError('Failed to fetch'))
            .mockResolvedValue({ Page });
        const component = lazyPage(load, 'Page');
        preloadPage(component);
        await Promise.resolve();
        await new Promise(resolve => setTimeout(resolve, 0));
        await shown(component);
        expect(load).toHaveBeenCalledTimes(2);
    });

    it('shows no fallback while its preload is under way, then the page', async () => {
        let finish: (module: { Page: typeof Page }) => void = () => undefined;
        const component = lazyPage(
            () => new Promise<{ Page: typeof Page }>(resolve => (finish = resolve)),
            'Page',
        );
        preloadPage(component);
        const Component = component;
        render(
            <Suspense fallback={<p>Loading</p>}>
                <Component />
            </Suspense>,
        );
        // A fallback shown now would hold the page back for React's 300 ms fallback throttle.
        expect(screen.queryByText('Loading')).toBeNull();
        finish({ Page });
        expect(await screen.findByText('The page')).toBeInTheDocument();
        expect(screen.queryByText('Loading')).toBeNull();
    });

    it('renders at once, without suspending, once its code is in', async () => {
        const component = lazyPage(async () => ({ Page }), 'Page');
        preloadPage(component);
        await new Promise(resolve => setTimeout(resolve, 0));
        const Component = component;
        render(
            <Suspense fallback={<p>Loading</p>}>
                <Component />
            </Suspense>,
        );
        expect(screen.getByText('The page')).toBeInTheDocument();
    });

    it('has nothing to load for a component that is not lazy', () => {
        expect(preloadPage(Page)).toBe(false);
        expect(preloadPage(undefined)).toBe(false);
    });
});

describe('the code of the page the console opens on', () => {
    it('starts loading for a resource list at its address, and nowhere else', () => {
        const load = vi.fn(async () => ({ Page }));
        const declaration = {
            name: 'things',
            paths: { list: '/dad/things' },
            list: lazyPage(load, 'Page'),
        } as unknown as ResourceDeclaration;
        expect(preloadOpeningPage({ pathname: '/dad/things/add' }, [declaration])).toBeUndefined();
        expect(preloadOpeningPage({ pathname: '/' }, [declaration])).toBeUndefined();
        expect(load).not.toHaveBeenCalled();
        expect(preloadOpeningPage({ pathname: '/dad/things' }, [declaration])).toBe('things');
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('finds the device and alarm lists among the resources', () => {
        expect(preloadOpeningPage({ pathname: '/dad/devices' }, resources)).toBe('devices');
        expect(preloadOpeningPage({ pathname: '/alarming/alarms' }, resources)).toBe('alarms');
    });
});
