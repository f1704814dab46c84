/**
 * The selection bar's "Remove selection" (RemoveSelection.tsx). The bar comes with a selection,
 * so its code loads once the list has settled, or with the first selection if that is sooner.
 */
import { useListContext } from 'react-admin';
import { onFirstShow } from '../../../src/loading/onFirstShow';
import { afterFirstRows } from '../../../src/loading/afterFirstRows';

const RemoveSelection = onFirstShow(() =>
    import('./RemoveSelection').then(module => module.RemoveSelection),
);
afterFirstRows(RemoveSelection.preload);

export const RemoveSelectionButton = () =>
    useListContext().selectedIds.length ? <RemoveSelection /> : null;
