/**
 * A bulk run in a dialog (src/bulk/BulkRunView.tsx): nothing until a run starts, so the dialog,
 * its result list and the failure texts load then (or once the first page has settled), not
 * with the list.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { preloadWhenSettled } from '../ui/preloadWhenSettled';
import { useBulkRunState } from './bulkRunner';
import type { BulkRunDialogProps } from './BulkRunView';

const load = preloadWhenSettled(() => import('./BulkRunView'));
const BulkRunView = lazy(async () => ({
    default: (await load()).BulkRunView as ComponentType<BulkRunDialogProps<unknown>>,
}));

export const BulkRunDialog = <T,>(props: BulkRunDialogProps<T>) =>
    useBulkRunState(props.run).phase === 'idle' ? null : (
        <Suspense fallback={null}>
            <BulkRunView {...(props as BulkRunDialogProps<unknown>)} />
        </Suspense>
    );
