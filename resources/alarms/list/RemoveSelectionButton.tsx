/**
 * The selection bar's "Remove selection" (RemoveSelection.tsx). The bar comes with a selection,
 * so its code loads once the list has settled, or with the first selection if that is sooner.
 */
import { lazy, Suspense } from 'react';
import { useListContext } from 'react-admin';
import { preloadWhenSettled } from '../../../src/ui/preloadWhenSettled';

const load = preloadWhenSettled(() => import('./RemoveSelection'));
const RemoveSelection = lazy(() => load().then(module => ({ default: module.RemoveSelection })));

export const RemoveSelectionButton = () =>
    useListContext().selectedIds.length ? (
        <Suspense fallback={null}>
            <RemoveSelection />
        </Suspense>
    ) : null;
