/**
 * "Remove selection" with react-admin's confirmation; the dataProvider removes the selection
 * with one DELETE /alarming/alarms/bulk { ids } (the declaration's bulkDeletePath). Alarms of the
 * selection removed meanwhile (in another tab, or by someone else) count as removed: the notice
 * says how many had already been removed (src/crud/useNotifyRemoved.ts), no error.
 */
import { BulkDeleteWithConfirmButton, useListContext, type Identifier } from 'react-admin';
import { useNotifyRemoved } from '../../../src/crud/useNotifyRemoved';

export const RemoveSelection = () => {
    const { onUnselectItems } = useListContext();
    const { notifyMany } = useNotifyRemoved('alarms');
    return (
        <BulkDeleteWithConfirmButton
            label="alarms.list.remove_selection"
            confirmTitle="alarms.list.remove_title"
            confirmContent="alarms.list.remove_content"
            mutationMode="pessimistic"
            mutationOptions={{
                // What react-admin does after its own success, with the notice that knows.
                onSuccess: (data, variables) => {
                    notifyMany(data, (variables as { ids?: Identifier[] }).ids ?? []);
                    onUnselectItems(true);
                },
            }}
        />
    );
};
