/**
 * Code loaded later, second of three ways (docs/decisions/0009-three-ways-to-load-code-later.md):
 * on first show. A part of a page whose code loads apart from the start bundle, when it first
 * renders: the header's tools, the footer, a list's pagination, a dialog not yet opened, Monaco,
 * a chart. `preload()` starts its load earlier: at start (the header's tools), or after the first
 * rows (`afterFirstRows(Part.preload)`, src/loading/afterFirstRows.ts) for a dialog that should
 * open at once on first use.
 *
 * - Once its code is in, a new part renders at once. Only a part whose code is still on its way
 *   suspends (React's lazy) and shows its `whileLoading` (nothing by default; the prop is the
 *   part's, not passed on) until it comes. React reveals a suspended part no sooner than 300 ms
 *   after its placeholder showed (its fallback throttle), so a part wanted just after the first
 *   rows is preloaded: otherwise it came in the moment a user's first sort did.
 * - If the load fails (the network is gone) it logs the error and shows nothing instead of
 *   throwing to the page's error boundary; the part's next mount tries again. A part the page
 *   cannot do without (`{ required: true }`: the error dialog, the script editor, a chart) throws
 *   to the boundary instead, as a page with its route (src/loading/withRoute.ts) does: without
 *   its code there is no page, and the boundary says so.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './loadOnce';

export type OnFirstShowProps<P> = P & { whileLoading?: ReactNode };

export interface OnFirstShowOptions {
    /** A failed load throws to the page's error boundary instead of showing nothing. */
    required?: boolean;
}

const Nothing = () => null;

export const onFirstShow = <P extends object>(
    load: () => Promise<ComponentType<P>>,
    { required = false }: OnFirstShowOptions = {},
) => {
    const code = loadOnce(load);
    let failed = false;
    const make = () =>
        lazy<ComponentType<P>>(() =>
            code.start().then(
                Component => ({ default: Component }),
                (error: unknown) => {
                    failed = true;
                    if (required) throw error;
                    console.error(error);
                    return { default: Nothing };
                },
            ),
        );
    let current = make();
    function OnFirstShow({ whileLoading = null, ...props }: OnFirstShowProps<P>) {
        // Chosen once per mount, so that the part keeps its state: its code if it is in, else
        // the lazy part, a fresh one after a failure (the boundary below keeps this component
        // mounted while the code loads, so a failed load is not retried in a loop).
        const [Part] = useState<{ Component: ComponentType<P>; direct: boolean }>(() => {
            if (code.value) return { Component: code.value, direct: true };
            if (failed) {
                failed = false;
                current = make();
            }
            return { Component: current, direct: false };
        });
        const part = <Part.Component {...(props as P)} />;
        return Part.direct ? part : <Suspense fallback={whileLoading}>{part}</Suspense>;
    }
    /** Starts loading the part's code now (a failure is handled when it renders). */
    OnFirstShow.preload = (): Promise<void> =>
        code.start().then(
            () => undefined,
            () => undefined,
        );
    return OnFirstShow;
};
