/**
 * The keyboard rules of a stepped form (src/ui/Wizard.tsx), apart from what its own Enter does:
 * - A held or doubled Enter goes on one step only: an Enter within HURRIED_ENTER_MS of the
 *   Enter that opened the shown step, with no other key between, does nothing, wherever the
 *   new step put the focus (a field, a switch, a button). The browser would otherwise submit
 *   the form or press the button on the step just opened, before it was seen.
 * - A step opened from the keyboard gives its first field the focus: a screen reader reads
 *   where the user now is, and the next key works there. A tap leaves the focus where it is,
 *   so that a phone's keyboard does not open unasked.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { firstFocusable } from './focusRescue';

/**
 * An Enter this soon after the Enter that went on, with no other key between, is the same
 * hurried press: longer than a double press.
 */
const HURRIED_ENTER_MS = 500;

/**
 * The step container's key and pointer handlers. `onEnter` gets every Enter that is not
 * hurried (nor part of an input method's composition): the form's own meaning of Enter.
 */
export const useStepKeys = (
    active: number,
    container: RefObject<HTMLElement | null>,
    onEnter: (event: KeyboardEvent<HTMLElement>) => void,
) => {
    /** When the Enter that opened the shown step was pressed (Date.now()). */
    const wentOnByEnter = useRef(-Infinity);
    /** When the last Enter that did something was pressed. */
    const lastEnter = useRef(-Infinity);
    /** Whether the keyboard, not a pointer, was used last. */
    const keyboardLast = useRef(false);
    const shownStep = useRef(active);
    useEffect(() => {
        if (shownStep.current === active) return;
        shownStep.current = active;
        // Opened by that Enter (its check of the fields takes a moment): the next one is hurried.
        if (Date.now() - lastEnter.current < HURRIED_ENTER_MS) {
            wentOnByEnter.current = lastEnter.current;
        }
        if (!keyboardLast.current) return;
        const step = container.current?.querySelector<HTMLElement>(
            '[data-wizard-step]:not([hidden])',
        );
        (firstFocusable(step) ?? step)?.focus();
    }, [active, container]);
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
        keyboardLast.current = true;
        if (event.key !== 'Enter') {
            // Another key between two Enters (Tab to Back, a letter typed): not one hurried press.
            wentOnByEnter.current = -Infinity;
            return;
        }
        if (event.nativeEvent.isComposing) return;
        const now = Date.now();
        const hurried = event.repeat || now - wentOnByEnter.current < HURRIED_ENTER_MS;
        if (hurried && !event.defaultPrevented) {
            event.preventDefault();
            return;
        }
        lastEnter.current = now;
        onEnter(event);
    };
    const onPointerDown = () => {
        keyboardLast.current = false;
    };
    return { onKeyDown, onPointerDown };
};
