/**
 * "Remove selection" with react-admin's confirmation; the dataProvider removes the selection
 * with one DELETE /alarming/alarms/bulk { ids } (the declaration's bulkDeletePath).
 */
import { BulkDeleteWithConfirmButton } from 'react-admin';

export const RemoveSelection = () => (
    <BulkDeleteWithConfirmButton
        label="alarms.list.remove_selection"
        confirmTitle="alarms.list.remove_title"
        confirmContent="alarms.list.remove_content"
        mutationMode="pessimistic"
    />
);
