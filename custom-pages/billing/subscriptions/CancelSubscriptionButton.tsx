/**
 * Cancel per row (product specification section 4): disabled for a subscription with a valid
 * end date; asks "Do you really want to cancel this subscription?" with react-admin's Confirm,
 * then DELETE /billing/subscriptions/{id} (skipped without a valid billing token) and reloads
 * the billing state, which shows the end date.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Button } from '../../../src/ui/Button';
import { capabilityReasonKey } from '../../../src/auth/useCapability';
import { useCancelSubscription } from '../state/useBillingWrites';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { isCancelDisabled, type SubscriptionRow } from './subscriptionRows';

export const CancelSubscriptionButton = ({ mayCancel }: { mayCancel: boolean }) => {
    const record = useRecordContext<SubscriptionRow>();
    const translate = useTranslate();
    const notify = useNotify();
    const cancel = useCancelSubscription();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    if (!record) return null;
    const confirm = async () => {
        setBusy(true);
        try {
            const cancelled = await cancel(record.id);
            if (cancelled) notify('resources.subscriptions.cancelled', { type: 'success' });
        } catch (failure) {
            console.error('Cancelling the subscription failed', failure);
        } finally {
            setBusy(false);
            setOpen(false);
        }
    };
    return (
        <>
            <DisabledReason
                reason={mayCancel ? undefined : translate(capabilityReasonKey('editItems'))}
            >
                <Button
                    label="resources.subscriptions.cancel"
                    aria-label={translate('resources.subscriptions.cancel_title', {
                        name: record.name,
                    })}
                    disabled={!mayCancel || isCancelDisabled(record) || busy}
                    onClick={() => setOpen(true)}
                    color="error"
                >
                    <CancelIcon />
                </Button>
            </DisabledReason>
            <Confirm
                isOpen={open}
                loading={busy}
                title="resources.subscriptions.cancel_title"
                titleTranslateOptions={{ name: record.name }}
                content="resources.subscriptions.cancel_confirm"
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
