/** Remove one record after a confirmation; disabled for users who may not remove it. */
import {
    DeleteWithConfirmButton,
    useCanAccess,
    useRecordContext,
    useResourceContext,
} from 'react-admin';

export const RemoveButton = () => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const { canAccess } = useCanAccess({ action: 'delete', resource, record });
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            label="app.action.remove"
            mutationMode="pessimistic"
            redirect={false}
            disabled={!canAccess}
        />
    );
};
