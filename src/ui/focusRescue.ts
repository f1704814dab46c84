/**
 * Keeps the focus inside a part of the page (a wizard) when the control holding it is disabled
 * or removed: Chromium then drops the focus to the page body, and the next Tab starts from the
 * top of the page. The focus goes to the control `fallback` names instead (the new step's first
 * field, the button that replaced the pressed one).
 *
 * While `paused` (a form submitting: its submit button is disabled until the answer) the focus is
 * left on the body; the button gets it back when it is enabled again and nothing else took the
 * focus meanwhile (the same rule as the Caution dialog's return, src/ui/lastSubmitter.ts). A
 * control disabled only while its own work runs (a trial execution) says so with
 * `data-keeps-focus` and gets the same.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
    'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Marks a control that is disabled only while its own work runs: it keeps the focus. */
export const KEEPS_FOCUS = 'data-keeps-focus';

/** Whether the control can hold the focus: shown and enabled. */
export const canHoldFocus = (element: Element) =>
    element.isConnected &&
    !element.matches(':disabled, [aria-disabled="true"]') &&
    // Not aria-hidden: a modal dialog hides the page from assistive technology that way, and
    // the control gets the focus back when the dialog closes.
    !element.closest('[hidden], [inert]');

/** The first control of `root` that can take the focus. */
export const firstFocusable = (root: ParentNode | null | undefined): HTMLElement | null =>
    Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).find(canHoldFocus) ?? null;

/** The focus was lost by `held`: on the body (or still on it) while it can no longer hold it. */
export const focusLost = (held: Element | null, doc: Document = document) => {
    if (!held || canHoldFocus(held)) return false;
    return focusOnNothing(doc) || doc.activeElement === held;
};

/** Whether nothing holds the focus: Chromium left it on the page's body (a control went away). */
const focusOnNothing = (doc: Document = document) =>
    !doc.activeElement || doc.activeElement === doc.body;

/** Focuses `target` when nothing holds the focus, as after the control that had it went away. */
export const focusIfLost = (target: HTMLElement | null | undefined, doc: Document = document) => {
    if (focusOnNothing(doc)) target?.focus();
};

/**
 * After the item at `index` of a list went, and the focus with it: the item now in its place,
 * else the last one (it was the last), else none (the list is empty). For a removed table row, a
 * removed header row.
 */
export const inPlaceOf = <T>(items: ArrayLike<T>, index: number): T | undefined =>
    items[Math.min(index, items.length - 1)];

/**
 * When a piece of work ends (`busy` from true to false), a focus it left on the page's body goes
 * to `target()`; a focus put elsewhere meanwhile stays there.
 */
export const useFocusIfLostWhenDone = (busy: boolean, target: () => HTMLElement | null) => {
    const wasBusy = useRef(false);
    const latest = useRef(target);
    latest.current = target;
    useEffect(() => {
        if (busy) {
            wasBusy.current = true;
        } else if (wasBusy.current) {
            wasBusy.current = false;
            focusIfLost(latest.current());
        }
    }, [busy]);
};

/**
 * A control disabled while its own work runs (a command's Send) gets back the focus it lost to
 * the page's body when the work is done.
 */
export const useFocusBackWhenDone = <T extends HTMLElement>(busy: boolean) => {
    const control = useRef<T>(null);
    useFocusIfLostWhenDone(busy, () => control.current);
    return control;
};

export const useFocusRescue = (
    container: RefObject<HTMLElement | null>,
    { paused, fallback }: { paused: boolean; fallback: () => HTMLElement | null },
) => {
    const options = useRef({ paused, fallback });
    options.current = { paused, fallback };
    useEffect(() => {
        const root = container.current;
        if (!root) return;
        const doc = root.ownerDocument;
        let held: HTMLElement | null = null;
        /** A control disabled while it worked, to get the focus back once enabled. */
        let waiting: HTMLElement | null = null;
        const onFocusIn = (event: FocusEvent) => {
            held = event.target instanceof HTMLElement ? event.target : null;
            waiting = null;
        };
        const check = () => {
            const active = doc.activeElement;
            if (waiting) {
                if (active && active !== doc.body) waiting = null;
                else if (!waiting.isConnected) waiting = null;
                else if (canHoldFocus(waiting)) {
                    waiting.focus();
                    waiting = null;
                    return;
                }
            }
            if (!focusLost(held, doc)) return;
            if ((options.current.paused || held?.hasAttribute(KEEPS_FOCUS)) && held?.isConnected) {
                waiting = held;
                return;
            }
            const target = options.current.fallback();
            if (target && target !== held) target.focus();
        };
        root.addEventListener('focusin', onFocusIn);
        const observer = new MutationObserver(check);
        observer.observe(root, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['disabled', 'aria-disabled', 'hidden'],
        });
        return () => {
            root.removeEventListener('focusin', onFocusIn);
            observer.disconnect();
        };
    }, [container]);
};
