/**
 * Where the focus goes after the page changed (a navigation, another organization, another
 * language): to the new page's h1, or to the main region when the page has none, so that a
 * keyboard or screen reader user goes on from the top of the new page rather than from the body.
 * (The main region is react-admin's content area; its <main> landmark holds the sidebar too.)
 *
 * The focus is moved only while it sits where the change left it: on the body, on a control that
 * is gone, on the control that made the change, in a list that is closing (the organization
 * selector, the language menu) or outside the content (the header, the sidebar). A dialog's focus,
 * and a focus the new page gave a field of its own, stay. Any key or pointer press of the user's
 * after the change ends the attempt.
 */

/** react-admin's content area, inside the <main> landmark. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a page may take to show its heading (a lazily loaded page, a spinner first). */
export const HEADING_WAIT_MS = 3000;
/** How long the focus is watched after it was moved (a closing menu gives its focus back late). */
export const SETTLE_MS = 1000;
const TICK_MS = 50;

export const mainContent = (doc: Document = document) => doc.getElementById(MAIN_CONTENT_ID);

/** The page's own heading: the first h1 of the content area. */
export const pageHeading = (doc: Document = document) =>
    mainContent(doc)?.querySelector<HTMLElement>('h1') ?? null;

export type FocusChoice = 'take' | 'wait' | 'leave';

/** Whether the focus may be moved now, later (a list is closing), or not at all. */
export const focusChoice = (active: Element | null, origin: Element | null): FocusChoice => {
    const doc = active?.ownerDocument;
    if (!active || !doc || active === doc.body || !active.isConnected) return 'take';
    if (active.closest('[role="dialog"], [role="alertdialog"]')) return 'leave';
    if (active.closest('[role="listbox"], [role="menu"]')) return 'wait';
    if (active === origin) return 'take';
    return mainContent(doc)?.contains(active) ? 'leave' : 'take';
};

const focusWithin = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
};

/** The attempt under way; the next change ends it. */
let stopCurrent: (() => void) | null = null;

/**
 * Moves the focus to the page's heading (or main region) once it is there, and again when the page
 * replaces it while it settles (a page rendered anew once its data arrives). The attempt outlives
 * the layout: react-admin mounts the layout anew on a change of language. Returns its stop.
 */
export const focusNewPage = (doc: Document = document): (() => void) => {
    stopCurrent?.();
    const origin = doc.activeElement;
    const started = Date.now();
    let focusedAt = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
        if (stopCurrent === stop) stopCurrent = null;
        if (timer !== undefined) clearInterval(timer);
        timer = undefined;
        doc.removeEventListener('keydown', stop, true);
        doc.removeEventListener('pointerdown', stop, true);
    };
    const tick = () => {
        const elapsed = Date.now() - started;
        const heading = pageHeading(doc);
        if (!heading && elapsed < HEADING_WAIT_MS) return;
        const target = heading ?? mainContent(doc);
        if (!target || elapsed > HEADING_WAIT_MS + 2000) return stop();
        const active = doc.activeElement;
        if (active === target) {
            if (focusedAt && Date.now() - focusedAt >= SETTLE_MS) stop();
            return;
        }
        const choice = focusChoice(active, origin);
        if (choice === 'leave') return stop();
        if (choice === 'take') {
            focusWithin(target);
            focusedAt = Date.now();
        }
    };
    doc.addEventListener('keydown', stop, true);
    doc.addEventListener('pointerdown', stop, true);
    timer = setInterval(tick, TICK_MS);
    stopCurrent = stop;
    tick();
    return stop;
};

/**
 * The page last shown, kept outside React: react-admin mounts everything under its i18n context
 * anew when the language changes, the layout included.
 */
let shownPage: string | null = null;

/** Whether `page` differs from the page shown before; the first page is no change. */
export const isPageChange = (page: string) => {
    const changed = shownPage !== null && shownPage !== page;
    shownPage = page;
    return changed;
};

/** Whether the user has pressed a key or a pointer since the console started. */
let interacted = false;
if (typeof document !== 'undefined') {
    const note = () => {
        interacted = true;
        document.removeEventListener('keydown', note, true);
        document.removeEventListener('pointerdown', note, true);
    };
    document.addEventListener('keydown', note, true);
    document.addEventListener('pointerdown', note, true);
}

/**
 * A change before the user's first key or pointer press is part of the start (the organization
 * settled from the address, a redirect): the focus is left as the browser starts.
 */
export const userHasInteracted = () => interacted;

/** "Skip to content" (src/layout/SkipToContent.tsx): the page's heading, or its content area. */
export const skipToContent = (doc: Document = document) => {
    const target = pageHeading(doc) ?? mainContent(doc);
    if (target) focusWithin(target);
};
