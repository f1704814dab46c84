/**
 * The submit button pressed last, to give it the focus back when a dialog that its press opened
 * (the Caution of an untried script) closes. A submit button is disabled while its form submits,
 * and Chromium moves the focus of a button that becomes disabled to the page body, so the
 * dialog's own focus return finds nothing to return to.
 */
let last: HTMLElement | null = null;

if (typeof document !== 'undefined') {
    // Capture phase: a mouse click and the click that Enter or Space makes on a button alike.
    document.addEventListener(
        'click',
        event => {
            const target = event.target as Element | null;
            const button = target?.closest?.('button[type="submit"]');
            if (button instanceof HTMLElement) last = button;
        },
        true,
    );
}

const RETRY_MS = 50;
const ATTEMPTS = 20;

/** A focus the return may take: none, the body, or still in the dialog that is closing. */
const leftBehind = (active: Element | null) =>
    !active || active === document.body || !!active.closest('.MuiDialog-root, [role="dialog"]');

/**
 * Focuses the last pressed submit button once it is enabled again, unless the focus has gone to
 * another control of the page meanwhile.
 */
export const focusLastSubmitter = () => {
    const button = last as HTMLButtonElement | null;
    if (!button) return;
    const attempt = (left: number) => {
        if (!button.isConnected) return;
        const active = document.activeElement;
        if (active !== button && !leftBehind(active)) return;
        if (active !== button) button.focus();
        if (left > 0 && (button.disabled || document.activeElement !== button))
            setTimeout(() => attempt(left - 1), RETRY_MS);
    };
    setTimeout(() => attempt(ATTEMPTS), 0);
};
