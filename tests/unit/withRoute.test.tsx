/** The page the console opens on loads its code while the console signs in (withRoute preload). */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import { withRoute, preloadPage } from '../../src/loading/withRoute';
import { preloadOpeningPage } from '../../src/routing/preloadOpeningPage';
import { buildRouteTable } from '../../src/routing/routeTable';

const Page = () => <p>The page</p>;

const shown = async (component: ReturnType<typeof withRoute>) => {
    const Component = component;
    render(
        <Suspense fallback={<p>Loading</p>}>
            <Component />
        </Suspense>,
    );
    return screen.findByText('The page');
};

describe('a page loaded with its route, ahead of its render', () => {
    it('loads its module once for the preload and the render', async () => {
        const load = vi.fn(async () => ({ Page }));
        const component = withRoute(load, 'Page');
        expect(preloadPage(component)).toBeInstanceOf(Promise);
        expect(preloadPage(component)).toBeInstanceOf(Promise);
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
        const component = withRoute(load, 'Page');
        // The preload answers when the load has failed, without an error of its own.
        await expect(preloadPage(component)).resolves.toBeUndefined();
        await shown(component);
        expect(load).toHaveBeenCalledTimes(2);
    });

    it('shows no fallback while its preload is under way, then the page', async () => {
        let finish: (module: { Page: typeof Page }) => void = () => undefined;
        const component = withRoute(
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
        const component = withRoute(async () => ({ Page }), 'Page');
        await preloadPage(component);
        const Component = component;
        render(
            <Suspense fallback={<p>Loading</p>}>
                <Component />
            </Suspense>,
        );
        expect(screen.getByText('The page')).toBeInTheDocument();
    });

    it('has nothing to load for a component that is not lazy', () => {
        expect(preloadPage(Page)).toBeUndefined();
        expect(preloadPage(undefined)).toBeUndefined();
    });
});

describe('the code of the page the console opens on', () => {
    it('starts loading for the route at its address, and nowhere else', () => {
        const load = vi.fn(async () => ({ Page }));
        const routes = [{ path: '/dad/things', page: withRoute(load, 'Page') }];
        expect(preloadOpeningPage({ pathname: '/dad/things/add' }, routes)).toBeUndefined();
        expect(preloadOpeningPage({ pathname: '/' }, routes)).toBeUndefined();
        expect(load).not.toHaveBeenCalled();
        expect(preloadOpeningPage({ pathname: '/dad/things' }, routes)).toBe('/dad/things');
        expect(load).toHaveBeenCalledTimes(1);
    });

    it("starts loading the home page's code at '/', and nowhere else", () => {
        const load = vi.fn(async () => ({ Page }));
        const routes = [{ path: '/', page: withRoute(load, 'Page') }];
        expect(preloadOpeningPage({ pathname: '/dad' }, routes)).toBeUndefined();
        expect(load).not.toHaveBeenCalled();
        expect(preloadOpeningPage({ pathname: '/' }, routes)).toBe('/');
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('finds the lists, the device page and the code editor pages in the route table', async () => {
        const table = buildRouteTable(flows, resources);
        const paths = [
            '/dad/devices',
            '/alarming/alarms',
            '/dad/devices/device',
            '/dad/datasharing/sharing',
            '/alarming/custom-alarms/external-alarm',
        ];
        for (const path of paths) expect(preloadOpeningPage({ pathname: path }, table)).toBe(path);
        // The file ends once that code is in: with modules shared between the files of a worker,
        // a load still under way would end in the next file's environment, torn down by then.
        const started = table.filter(route => paths.includes(route.path));
        await Promise.all(started.map(route => preloadPage(route.page)));
    });
});
