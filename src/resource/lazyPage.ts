/**
 * A page component that loads when it is first shown, so that the registry does not pull every
 * page into the initial bundle: `list: lazyPage(() => import('./DeviceList'), 'DeviceList')`.
 * `preloadPage(component)` starts that load earlier (the page the console opens on, while it
 * signs in), and the page then renders from the same module.
 */
import { lazy, type ComponentType } from 'react';

const PRELOAD = Symbol('preload');

export const lazyPage = <M extends Record<string, unknown>>(
    load: () => Promise<M>,
    name: keyof M,
) => {
    let loading: Promise<M> | undefined;
    // One load for the preload and the render; a failed one (a network error) is not kept, so
    // that the render after a failed preload loads afresh.
    const once = () =>
        (loading ??= load().catch((error: unknown) => {
            loading = undefined;
            throw error;
        }));
    return Object.assign(
        lazy(async () => ({ default: (await once())[name] as ComponentType })),
        { [PRELOAD]: once },
    );
};

/** Starts loading a lazyPage's code; false for any other component (nothing to load). */
export const preloadPage = (component: unknown): boolean => {
    const preload = (component as { [PRELOAD]?: () => Promise<unknown> } | undefined)?.[PRELOAD];
    if (!preload) return false;
    // A failure shows when the page renders (its Suspense and error boundary), not here.
    preload().catch(() => undefined);
    return true;
};
