/**
 * A bulk run in a dialog (src/bulk/BulkRunView.tsx): nothing until a run starts, so the dialog,
 * its result list and the failure texts load then (or once the first page has settled), not
 * with the list.
 *
 * When the dialog closes, the focus goes back to the list. MUI's dialog gives it back to the
 * action that started the run while records stay selected (the failed ones, to try again); when
 * none stay, the selection bar has closed with that action, Chromium left the focus on the page's
 * body, and it goes to the table's "Select all" box instead (or the bar's first control, if the
 * bar is open and the action gone).
 */
import type { ComponentType } from 'react';
import { afterFirstRows } from '../loading/afterFirstRows';
import { onFirstShow } from '../loading/onFirstShow';
import { firstFocusable, useFocusIfLostWhenDone } from '../ui/focusRescue';
import { useBulkRunState } from './bulkRunner';
import type { BulkRunDialogProps } from './BulkRunView';

const BulkRunView = onFirstShow(
    () =>
        import('./BulkRunView').then(
            module => module.BulkRunView as ComponentType<BulkRunDialogProps<unknown>>,
        ),
    { required: true },
);
afterFirstRows(BulkRunView.preload);

/** The list's place to come back to after a run, when the focus has none. */
const afterRunFocusTarget = (doc: Document = document): HTMLElement | null => {
    const bar = doc.querySelector('[data-test=bulk-actions-toolbar]');
    const open = bar && !bar.classList.contains('RaBulkActionsToolbar-collapsed');
    return (
        (open ? firstFocusable(bar) : null) ??
        doc.querySelector<HTMLInputElement>('thead input[type=checkbox]:not(:disabled)')
    );
};

export const BulkRunDialog = <T,>(props: BulkRunDialogProps<T>) => {
    const closed = useBulkRunState(props.run).phase === 'idle';
    useFocusIfLostWhenDone(!closed, afterRunFocusTarget);
    return closed ? null : <BulkRunView {...(props as BulkRunDialogProps<unknown>)} />;
};
