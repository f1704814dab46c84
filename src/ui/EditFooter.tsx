/**
 * Undo and Save of an edit form (product specification section 4): both enabled only when the
 * working copy differs from the saved value; Save also needs a valid form. Every edit form has
 * this footer, so it also carries the rule that leaving with unsaved changes asks first.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

interface Props {
    undoLabel?: string;
    saveLabel?: string;
    /** Keeps both buttons disabled (a user who may not change the record). */
    disabled?: boolean;
}

export const EditFooter = ({
    undoLabel = 'app.action.undo',
    saveLabel = 'app.action.save',
    disabled = false,
}: Props) => {
    const translate = useTranslate();
    const { reset } = useFormContext();
    const { isDirty, isValid, isSubmitting } = useFormState();
    return (
        <Toolbar sx={{ gap: 2 }}>
            <UnsavedChangesGuard />
            <Button
                startIcon={<UndoIcon />}
                disabled={disabled || !isDirty || isSubmitting}
                onClick={() => reset()}
            >
                {translate(undoLabel)}
            </Button>
            <SaveButton
                label={saveLabel}
                disabled={disabled || !isDirty || !isValid || isSubmitting}
            />
        </Toolbar>
    );
};
