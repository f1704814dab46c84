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

/**
 * Access depends on the role, never on the record (authProvider.canAccess). useCanAccess keys its
 * query by the record's id when it has one, so rows would each ask, on every page and sort, and
 * each answer would re-render the page; a record without an id gives every row one shared check.
 */
const ANY_RECORD = {};

export const RemoveButton = () => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const { canAccess, isPending } = useCanAccess({
        action: 'delete',
        resource,
        record: ANY_RECORD,
    });
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
