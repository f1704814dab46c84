/**
 * The selection bar's "Remove selection" (RemoveSelection.tsx). The bar comes with a selection,
 * so its code loads once the list has settled, or with the first selection if that is sooner.
 */
import { useListContext } from 'react-admin';
import { lazyPart } from '../../../src/ui/lazyPart';
import { preloadWhenSettled } from '../../../src/ui/preloadWhenSettled';

const RemoveSelection = lazyPart(() =>
    import('./RemoveSelection').then(module => module.RemoveSelection),
);
preloadWhenSettled(RemoveSelection.preload);

export const RemoveSelectionButton = () =>
    useListContext().selectedIds.length ? <RemoveSelection /> : null;
