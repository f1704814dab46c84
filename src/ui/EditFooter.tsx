/**
 * Undo and Save of an edit form (product specification section 4): both enabled only when the
 * working copy differs from the saved value; Save also needs a valid form. Every edit form has
 * this footer, so it also carries the rule that leaving with unsaved changes asks first, and the
 * dialog of a save that met someone else's change (ConflictGuard). A user
 * whose role may not change the record sees both disabled, with the reason.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import type { Capability } from '../auth/access';
import { useCapability } from '../auth/useCapability';
import { ConflictGuard } from './ConflictGuard';
import { DisabledReason } from './DisabledReason';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

interface Props {
    undoLabel?: string;
    saveLabel?: string;
    /** Who may change the record (default: admins, editItems). */
    capability?: Capability;
    /** Why Save is disabled besides the role, when it is (e.g. a test run is needed). */
    saveReason?: string;
}

export const EditFooter = ({
    undoLabel = 'app.action.undo',
    saveLabel = 'app.action.save',
    capability = 'editItems',
    saveReason,
}: Props) => {
    const translate = useTranslate();
    const { allowed, reason } = useCapability(capability);
    const disabled = !allowed;
    const { reset } = useFormContext();
    const { isDirty, isValid, isSubmitting } = useFormState();
    const saveDisabled = disabled || !isDirty || !isValid || isSubmitting;
    return (
        <Toolbar sx={{ gap: 2 }}>
            <UnsavedChangesGuard />
            <ConflictGuard />
            <DisabledReason reason={reason}>
                <Button
                    startIcon={<UndoIcon />}
                    disabled={disabled || !isDirty || isSubmitting}
                    onClick={() => reset()}
                >
                    {translate(undoLabel)}
                </Button>
            </DisabledReason>
            <DisabledReason reason={reason ?? (saveDisabled ? saveReason : undefined)}>
                <SaveButton label={saveLabel} disabled={saveDisabled} />
            </DisabledReason>
        </Toolbar>
    );
};
