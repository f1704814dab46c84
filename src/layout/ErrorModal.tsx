/**
 * The error modal (src/layout/ErrorDialog.tsx): its dialog and the table of server messages load
 * after the first page has settled, or with the first error if that comes earlier.
 */
import { useErrorState } from '../api/errors/errorStore';
import { afterFirstRows } from '../loading/afterFirstRows';
import { onFirstShow } from '../loading/onFirstShow';
import { useSticky } from '../ui/useSticky';
// The dialog gives the focus back to the submit button pressed last; that press comes before the
// dialog's code may have loaded, so the listener that remembers it starts with the console.
import '../ui/lastSubmitter';

// Required: a failed load reaches the page's error boundary rather than hiding the error.
const ErrorDialog = onFirstShow(() => import('./ErrorDialog').then(module => module.ErrorDialog), {
    required: true,
});
afterFirstRows(ErrorDialog.preload);

export const ErrorModal = () => {
    const { open } = useErrorState();
    return useSticky(open) ? <ErrorDialog /> : null;
};
