/**
 * The custom alarm's edit form: its device, the definitions, the script and test data with the
 * test run; Undo and Save for admins, read-only (editors too) for everyone else. Save needs a
 * successful test run of the current script and test data (a stored pair counts as passed until
 * either is edited), said under the test run and as Save's disabled reason.
 */
import { Divider } from '@mui/material';
import { Labeled, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DeviceName } from '../DeviceName';
import { testRunSubject } from '../payload';
import type { CustomAlarm } from '../types';
import { useAccess } from '../../../src/auth/useAccess';
import { EditFooter } from '../../../src/ui/EditFooter';
import { DETAIL_EDITOR_HEIGHT } from '../../../src/ui/scriptEditor/editorHeights';
import { DefinitionInputs } from './DefinitionInputs';
import { ScriptInputs } from './ScriptInputs';
import { useCustomAlarmTestRun, type CustomAlarmTestRun } from './useCustomAlarmTestRun';

const NEEDED_TO_SAVE = 'resources.customAlarms.test_run.needed_to_save';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The edit footer, whose Save says when it waits for a test run. */
const Footer = ({ trial }: { trial: CustomAlarmTestRun }) => {
    const translate = useTranslate();
    const [code, testData] = useWatch({ name: ['code', 'testData'] });
    const passed = trial.passed(testRunSubject({ code: text(code), testData: text(testData) }));
    return <EditFooter saveReason={passed ? undefined : translate(NEEDED_TO_SAVE)} />;
};

export const CustomAlarmForm = () => {
    const record = useRecordContext<CustomAlarm>();
    const { can } = useAccess();
    const editable = can('editItems');
    const trial = useCustomAlarmTestRun(record);
    return (
        <SimpleForm mode="onChange" toolbar={<Footer trial={trial} />}>
            <Labeled source="monitorId" sx={{ mb: 2 }}>
                <DeviceName />
            </Labeled>
            <DefinitionInputs readOnly={!editable} />
            <Divider flexItem sx={{ my: 2 }} />
            <ScriptInputs
                trial={trial}
                height={DETAIL_EDITOR_HEIGHT}
                readOnly={!editable}
                neededFor={NEEDED_TO_SAVE}
            />
        </SimpleForm>
    );
};
