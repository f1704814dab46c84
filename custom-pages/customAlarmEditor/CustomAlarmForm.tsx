/**
 * The custom alarm's edit form: its device, the definitions, the script and test data with the
 * test run; Undo and Save for admins, read-only (editors too) for everyone else. Save needs a
 * successful test run of the current script and test data (a stored pair counts as passed until
 * either is edited).
 */
import { Divider } from '@mui/material';
import { Labeled, SimpleForm, useRecordContext } from 'react-admin';
import { DeviceName } from '../../resources/customAlarms/DeviceName';
import type { CustomAlarm } from '../../resources/customAlarms/types';
import { useAccess } from '../../src/auth/useAccess';
import { EditFooter } from '../../src/ui/EditFooter';
import { DETAIL_EDITOR_HEIGHT } from '../../src/ui/scriptEditor/editorHeights';
import { DefinitionInputs } from './DefinitionInputs';
import { ScriptInputs } from './ScriptInputs';
import { useCustomAlarmTestRun } from './useCustomAlarmTestRun';

export const CustomAlarmForm = () => {
    const record = useRecordContext<CustomAlarm>();
    const { can } = useAccess();
    const editable = can('editItems');
    const trial = useCustomAlarmTestRun(record);
    return (
        <SimpleForm mode="onChange" toolbar={<EditFooter />}>
            <Labeled source="monitorId" sx={{ mb: 2 }}>
                <DeviceName />
            </Labeled>
            <DefinitionInputs readOnly={!editable} />
            <Divider flexItem sx={{ my: 2 }} />
            <ScriptInputs trial={trial} height={DETAIL_EDITOR_HEIGHT} readOnly={!editable} />
        </SimpleForm>
    );
};
