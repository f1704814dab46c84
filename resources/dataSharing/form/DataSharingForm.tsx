/**
 * The detail page's form: settings and code with Undo and Save for admins, read-only (editor too)
 * for everyone else. Saving a script that has not passed its trial run asks first. A deactivated
 * sharing says so, with "Activate again" for admins.
 */
import { Divider } from '@mui/material';
import { SimpleForm, useRecordContext, useSaveContext } from 'react-admin';
import { sharingFormValues, type SharingFormValues } from '../sharingPayload';
import type { DataSharing } from '../types';
import { useAccess } from '../../../src/auth/useAccess';
import { EditFooter } from '../../../src/ui/EditFooter';
import { DETAIL_EDITOR_HEIGHT } from '../../../src/ui/scriptEditor/editorHeights';
import { DeactivatedNotice } from './DeactivatedNotice';
import { SaveConfirm } from './SaveConfirm';
import { ScriptPanel } from './ScriptPanel';
import { SettingsInputs } from './SettingsInputs';
import { useGuardedSave } from './useGuardedSave';
import { useTrialRun } from './useTrialRun';

export const DataSharingForm = () => {
    const record = useRecordContext<DataSharing>();
    const { can } = useAccess();
    const editable = can('editItems');
    const { save } = useSaveContext();
    const trial = useTrialRun(record?.script ?? null);
    const guarded = useGuardedSave(trial, values => save?.(values));
    return (
        <>
            <SimpleForm
                mode="onChange"
                defaultValues={sharingFormValues}
                onSubmit={(values: object) => guarded.submit(values as SharingFormValues)}
                toolbar={<EditFooter />}
            >
                <DeactivatedNotice />
                <SettingsInputs readOnly={!editable} />
                <Divider flexItem sx={{ my: 2 }} />
                <ScriptPanel trial={trial} height={DETAIL_EDITOR_HEIGHT} readOnly={!editable} />
            </SimpleForm>
            <SaveConfirm
                open={guarded.confirmOpen}
                onConfirm={guarded.confirm}
                onClose={guarded.cancel}
            />
        </>
    );
};
