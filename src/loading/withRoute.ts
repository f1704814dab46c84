/**
 * Code loaded later, first of three ways (docs/decisions/0009-three-ways-to-load-code-later.md):
 * with its route. A page component whose code loads when its route is first shown, so that the
 * registries do not pull every page into the start bundle:
 * `list: withRoute(() => import('./DeviceList'), 'DeviceList')`. `preloadPage(component)` starts
 * that load earlier (the page the console opens on, while it signs in:
 * src/routing/preloadOpeningPage.ts), and the page then renders from the same module.
 */
import { createElement, lazy, useEffect, useReducer, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

const PRELOAD = Symbol('preload');

/** The props of the component `M[K]`. */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

export const withRoute = <M extends Record<string, unknown>, K extends keyof M>(
    load: () => Promise<M>,
    name: K,
) => {
    // One load for the preload and the render; after a failed one (a network error) the render
    // loads afresh.
    const code = loadOnce(load);
    const Lazy = lazy(async () => ({ default: (await code.start())[name] as ComponentType }));
    /**
     * Once its code is in (preloaded, or shown before), the page renders at once; while a preload
     * is still under way it renders nothing and then the page, without suspending. React.lazy
     * would suspend, show the route's fallback, and React then holds the page back until 300 ms
     * after that fallback appeared (its fallback throttle): at 1,000 devices that was the longest
     * wait before the first row. With nothing started, React.lazy loads it as usual.
     */
    const Page = (props: PropsOf<M[K]>) => {
        const [, settled] = useReducer((count: number) => count + 1, 0);
        const loaded = code.value?.[name] as ComponentType | undefined;
        const pending = code.pending;
        useEffect(() => {
            if (!pending) return;
            let live = true;
            const done = () => {
                if (live) settled();
            };
            code.start().then(done, done);
            return () => {
                live = false;
            };
        }, [pending]);
        if (loaded) return createElement(loaded, props);
        return pending ? null : createElement(Lazy, props);
    };
    return Object.assign(Page as ComponentType<PropsOf<M[K]>>, { [PRELOAD]: code.start });
};

/**
 * Starts loading a withRoute page's code and answers when it is in or has failed (a failure
 * shows when the page renders: its Suspense and error boundary); undefined for any other
 * component.
 */
export const preloadPage = (component: unknown): Promise<void> | undefined => {
    const preload = (component as { [PRELOAD]?: () => Promise<unknown> } | undefined)?.[PRELOAD];
    return preload?.().then(
        () => undefined,
        () => undefined,
    );
};
