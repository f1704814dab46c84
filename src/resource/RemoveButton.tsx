/** Remove one record after a confirmation that names it; disabled, with the reason, for users who may not. */
import {
    DeleteWithConfirmButton,
    useCanAccess,
    useRecordContext,
    useResourceContext,
    useTranslate,
} from 'react-admin';
import { capabilityReasonKey } from '../auth/useCapability';
import { DisabledReason } from '../ui/DisabledReason';

export const RemoveButton = () => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const { canAccess, isPending } = useCanAccess({ action: 'delete', resource, record });
    if (!record) return null;
    const allowed = !!canAccess;
    return (
        <DisabledReason
            reason={allowed || isPending ? undefined : translate(capabilityReasonKey('remove'))}
        >
            <DeleteWithConfirmButton
                label="app.action.remove"
                confirmTitle="app.remove.title"
                confirmContent="app.remove.content"
                mutationMode="pessimistic"
                redirect={false}
                disabled={!allowed}
            />
        </DisabledReason>
    );
};
