/**
 * Code loaded later, third of three ways (docs/decisions/0009-three-ways-to-load-code-later.md):
 * after the first rows. Code the first page does not need (the error dialog, the notification, a
 * list's menus and dialogs) loads after it: once no query has been fetching for QUIET_MS (the
 * page's data has arrived and is on screen), or after MAX_WAIT_MS at the latest. Each part still
 * loads at once when it is needed earlier: it is a part shown on first show
 * (src/loading/onFirstShow.tsx), and `afterFirstRows(Part.preload)` only starts its load sooner.
 *
 * The parts load one per idle period of the browser: all at once, their start and evaluation
 * held the page for over 10 ms in one go, which a user's first click (a sort) had to wait for.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { whenIdle } from '../ui/whenIdle';

const QUIET_MS = 700;
const MAX_WAIT_MS = 8000;

type Load = () => Promise<unknown>;

const pending: Load[] = [];
let settled = false;

const run = (load: Load) => {
    load().catch(() => undefined);
};

/** The longest a part waits for an idle period. */
const IDLE_WAIT_MS = 1_000;

/** Runs the pending loads in turn, each in its own idle period. */
const runPendingInTurn = () => {
    const load = pending.shift();
    if (!load) return;
    run(load);
    whenIdle(runPendingInTurn, IDLE_WAIT_MS);
};

const onSettled = new Set<() => void>();

/**
 * False until the console has settled, then true: for parts that render after the first rows
 * and ask for data of their own (the layout's watches), so that their requests do not come
 * before the page's.
 */
export const useFirstRowsShown = () =>
    useSyncExternalStore(
        listener => {
            onSettled.add(listener);
            return () => void onSettled.delete(listener);
        },
        () => settled,
    );

/** `load` runs once the console has settled (at once if it has). Returns `load`. */
export const afterFirstRows = <T>(load: () => Promise<T>) => {
    if (settled) run(load);
    else pending.push(load);
    return load;
};

/** Starts watching the query cache; called once with the console's QueryClient. */
export const watchSettling = (queryClient: QueryClient) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
        if (settled) return;
        settled = true;
        for (const listener of onSettled) listener();
        unsubscribe();
        clearTimeout(quiet);
        clearTimeout(latest);
        whenIdle(runPendingInTurn, IDLE_WAIT_MS);
    };
    const check = () => {
        checkQueued = false;
        clearTimeout(quiet);
        if (queryClient.isFetching() === 0) quiet = setTimeout(settle, QUIET_MS);
    };
    // A page's first render adds hundreds of query observers, each an event of the cache: they
    // are checked once, after the task that made them (isFetching looks at every query).
    let checkQueued = false;
    const queueCheck = () => {
        if (checkQueued) return;
        checkQueued = true;
        queueMicrotask(check);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(queueCheck);
    const latest = setTimeout(settle, MAX_WAIT_MS);
    check();
};
