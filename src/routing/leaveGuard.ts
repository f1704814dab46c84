/**
 * Leaving a page with unsaved input asks first (react-admin's `ra.message.unsaved_changes`).
 *
 * react-admin's own `warnWhenUnsavedChanges` needs react-router's data router, which the console
 * does not use (it renders inside its own router, ConsoleRouter, see src/shims). This is the same rule
 * for the console's router: while a guard is mounted and says it holds unsaved input, every
 * navigation inside the console (links, the sidebar, breadcrumbs, `navigate()`) asks with
 * `window.confirm`; reloading or closing the tab gets the browser's own question (beforeunload).
 * Confirming leaves, cancelling stays with the input kept.
 *
 * The browser's Back and Forward buttons follow the same rule (`mayMoveInHistory`, asked by
 * ConsoleRouter, which undoes a move it refuses): Back in a wizard past its first step goes to
 * the previous step, as the wizard's own Back button does; otherwise leaving typed input asks
 * the same question as a link.
 *
 * A page's own way out says so first with `allowNextLeave()`: a successful save or removal
 * returning to the list, a cancel link. The next navigation then leaves without asking.
 */

/** Where a navigation goes (react-router's resolved path). */
export interface NextLocation {
    pathname: string;
    search: string;
}

export interface LeaveGuard {
    /** True while the page holds input that leaving would lose. */
    holdsUnsavedInput: () => boolean;
    /** The question, in the current language. */
    question: () => string;
    /** The page the guard belongs to: moving within it (same path and query) never asks. */
    location: () => NextLocation;
    /** A wizard past its first step goes one step back and says true; else false. */
    stepBack?: () => boolean;
}

/** The router's navigator: ConsoleRouter's history (or MemoryRouter's in tests). */
export interface GuardedNavigator {
    push: (to: unknown, ...rest: unknown[]) => unknown;
    replace: (to: unknown, ...rest: unknown[]) => unknown;
}

const guards = new Set<LeaveGuard>();
let allowedUntil = 0;
let installed: { navigator: GuardedNavigator; restore: () => void } | null = null;

/** The next navigation (within 2 s) leaves without asking: a save, removal or cancel of its own. */
export const allowNextLeave = () => {
    allowedUntil = Date.now() + 2000;
};

const consumeAllowance = () => {
    const allowed = Date.now() < allowedUntil;
    allowedUntil = 0;
    return allowed;
};

const toLocation = (to: unknown): NextLocation => {
    if (typeof to === 'string') {
        const url = new URL(to, 'http://console.invalid');
        return { pathname: url.pathname, search: url.search };
    }
    const path = (to ?? {}) as Partial<NextLocation>;
    return { pathname: path.pathname ?? '', search: path.search ?? '' };
};

const sameSearch = (a: string, b: string) =>
    (a.startsWith('?') ? a : `?${a}`) === (b.startsWith('?') ? b : `?${b}`);

/** The guard that would ask about going to `next`, if any. */
const blockingGuard = (next: NextLocation | null) => {
    for (const guard of guards) {
        if (!guard.holdsUnsavedInput()) continue;
        const here = guard.location();
        if (next && next.pathname === here.pathname && sameSearch(next.search, here.search)) {
            continue;
        }
        return guard;
    }
    return undefined;
};

/** True when the navigation to `next` may go ahead (asking if a guard holds unsaved input). */
export const mayLeave = (next: NextLocation | null) => {
    if (consumeAllowance()) return true;
    const guard = blockingGuard(next);
    return !guard || window.confirm(guard.question());
};

/**
 * True when a move through the browser's history (`delta` entries; Back is negative) to `next`
 * may go ahead. A wizard past its first step takes Back as a step back instead; a page holding
 * typed input asks first.
 */
export const mayMoveInHistory = (next: NextLocation, delta: number) => {
    const here = [...guards].filter(guard => {
        const at = guard.location();
        return next.pathname !== at.pathname || !sameSearch(next.search, at.search);
    });
    if (delta < 0 && here.some(guard => guard.stepBack?.())) return false;
    return mayLeave(next);
};

const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (Date.now() < allowedUntil || !blockingGuard(null)) return;
    event.preventDefault();
    // Older Chromium needs returnValue set.
    event.returnValue = true;
};

const install = (navigator: GuardedNavigator) => {
    const { push, replace } = navigator;
    const guarded =
        (method: GuardedNavigator['push']) =>
        (to: unknown, ...rest: unknown[]) => {
            if (!mayLeave(toLocation(to))) return undefined;
            return method.call(navigator, to, ...rest);
        };
    navigator.push = guarded(push);
    navigator.replace = guarded(replace);
    window.addEventListener('beforeunload', onBeforeUnload);
    installed = {
        navigator,
        restore: () => {
            navigator.push = push;
            navigator.replace = replace;
            window.removeEventListener('beforeunload', onBeforeUnload);
        },
    };
};

/** Registers a guard for as long as its page is shown; returns the unregistration. */
export const registerLeaveGuard = (navigator: GuardedNavigator, guard: LeaveGuard) => {
    if (installed && installed.navigator !== navigator) {
        installed.restore();
        installed = null;
    }
    if (!installed) install(navigator);
    guards.add(guard);
    return () => {
        guards.delete(guard);
        if (guards.size === 0 && installed) {
            installed.restore();
            installed = null;
        }
    };
};
