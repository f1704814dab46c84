/**
 * Escape never traps the keyboard in a code editor: an Escape that Monaco did not use itself (to
 * close its suggestions, find or hint widgets, or to drop a selection) moves the focus to the next
 * control after the editor, or, at the end of the page, to the one before it.
 */
import type { KeyboardEvent } from 'react';
import { canHoldFocus } from '../focusRescue';

const TABBABLE =
    'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex], [contenteditable="true"]';

/** The controls Tab visits, outside `editor`, in document order. */
const tabbableOutside = (editor: HTMLElement) =>
    Array.from(editor.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)).filter(
        element =>
            element.tabIndex >= 0 &&
            !editor.contains(element) &&
            canHoldFocus(element) &&
            element.getClientRects().length > 0,
    );

/** Moves the focus out of `editor`: to the next control after it, else to the one before. */
export const leaveEditor = (editor: HTMLElement) => {
    const outside = tabbableOutside(editor);
    const next = outside.find(
        element => editor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const target =
        next ??
        outside
            .filter(
                element =>
                    editor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
            )
            .pop();
    if (target) target.focus();
    else (editor.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

/** The editor frame's keydown (bubbling, so after Monaco's own keys): Escape leaves. */
export const onEditorKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    leaveEditor(event.currentTarget);
};
