/**
 * Placed inside a form (every edit form's footer and every wizard): while the form holds changed
 * input, leaving the page asks react-admin's "ra.message.unsaved_changes" first (see
 * src/routing/leaveGuard.ts), by a link as by the browser's Back and Forward; in a wizard past
 * its first step the browser's Back goes to the previous step. A navigation made while the form is being submitted is the save's
 * own return to the list and does not ask. It also keeps the form's input as a draft when the
 * session ends (src/session/DraftKeeper.tsx).
 */
import { useContext, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { registerLeaveGuard, type GuardedNavigator } from '../routing/leaveGuard';
import { DraftKeeper } from '../session/DraftKeeper';

interface Props {
    /** Input held outside the form (e.g. a wizard's table selection) counts as unsaved too. */
    unsaved?: boolean;
    /** A wizard past its first step: the browser's Back goes to the previous step. */
    stepBack?: () => void;
}

export const UnsavedChangesGuard = ({ unsaved = false, stepBack }: Props) => {
    const translate = useTranslate();
    const { dirtyFields, isSubmitting } = useFormState();
    const { navigator } = useContext(UNSAFE_NavigationContext);
    const { pathname, search } = useLocation();
    const dirty = Object.keys(dirtyFields).length > 0 || unsaved;
    const latest = useRef({ dirty, isSubmitting, translate, pathname, search, stepBack });
    useEffect(() => {
        latest.current = { dirty, isSubmitting, translate, pathname, search, stepBack };
    });
    useEffect(
        () =>
            registerLeaveGuard(navigator as unknown as GuardedNavigator, {
                holdsUnsavedInput: () => latest.current.dirty && !latest.current.isSubmitting,
                question: () => latest.current.translate('ra.message.unsaved_changes'),
                location: () => ({
                    pathname: latest.current.pathname,
                    search: latest.current.search,
                }),
                stepBack: () => {
                    const { stepBack: back, isSubmitting: submitting } = latest.current;
                    if (!back || submitting) return false;
                    back();
                    return true;
                },
            }),
        [navigator],
    );
    return <DraftKeeper />;
};
