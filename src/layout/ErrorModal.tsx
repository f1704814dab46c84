/**
 * The error modal (src/layout/ErrorDialog.tsx): its dialog and the table of server messages load
 * after the first page has settled, or with the first error if that comes earlier.
 */
import { lazy, Suspense } from 'react';
import { useErrorState } from '../api/errors/errorStore';
import { preloadWhenSettled } from '../ui/preloadWhenSettled';
import { useSticky } from '../ui/useSticky';
// The dialog gives the focus back to the submit button pressed last; that press comes before the
// dialog's code may have loaded, so the listener that remembers it starts with the console.
import '../ui/lastSubmitter';

const load = preloadWhenSettled(() => import('./ErrorDialog'));
const ErrorDialog = lazy(async () => ({ default: (await load()).ErrorDialog }));

export const ErrorModal = () => {
    const { open } = useErrorState();
    return useSticky(open) ? (
        <Suspense fallback={null}>
            <ErrorDialog />
        </Suspense>
    ) : null;
};
