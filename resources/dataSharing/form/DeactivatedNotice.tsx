/**
 * A deactivated sharing (its `error` flag) says so on its detail page, with "Activate again" for
 * admins: PATCH /sharing with the stored record and `error: false` (the stored record, not the
 * form's unsaved edits, so the button waits until they are saved or undone). The page stays; the
 * notice goes once the sharing is active. Non-admins see the button disabled with the reason.
 */
import { Alert, Button } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { DataSharing } from '../types';
import { useCapability } from '../../../src/auth/useCapability';
import { DisabledReason } from '../../../src/ui/DisabledReason';

const KEY = 'resources.dataSharing.deactivated';

export const DeactivatedNotice = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const record = useRecordContext<DataSharing>();
    const { allowed, reason } = useCapability('editItems');
    const { isDirty, isSubmitting } = useFormState();
    const [update, { isPending }] = useUpdate<DataSharing>();
    if (!record?.error) return null;
    const waitForSave = allowed && isDirty;
    const activate = () =>
        update(
            'dataSharing',
            { id: record.id, data: { ...record, error: false }, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => notify(`${KEY}.activated`, { type: 'success' }),
                onError: () => undefined,
            },
        );
    return (
        <Alert
            severity="warning"
            sx={{ mb: 2, alignItems: 'center' }}
            action={
                <DisabledReason reason={reason}>
                    <Button
                        color="inherit"
                        variant="outlined"
                        size="small"
                        onClick={activate}
                        disabled={!allowed || waitForSave || isSubmitting || isPending}
                    >
                        {translate(`${KEY}.activate`)}
                    </Button>
                </DisabledReason>
            }
        >
            {translate(`${KEY}.notice`)}
            {waitForSave && ` ${translate(`${KEY}.save_first`)}`}
        </Alert>
    );
};
