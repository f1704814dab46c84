/**
 * /alarming/custom-alarms/add: a two-tab wizard. The first tab selects exactly one device, the
 * second holds the definitions, the script and its test data. Create needs a successful test
 * run of the current script and test data (said under the test run and as Create's disabled
 * reason: input restored after an ended session comes back without its run); POST
 * /alarming/custom-alarms, then back to the list.
 */
import { Card, CardContent, Divider } from '@mui/material';
import { useMemo, useState } from 'react';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { DEFAULT_TEST_DATA, defaultScript } from '../defaults';
import { customAlarmPaths } from '../paths';
import { createPayload, type CustomAlarmFormValues } from '../payload';
import { PageHeading } from '../../../src/ui/PageHeading';
import { WIZARD_EDITOR_HEIGHT } from '../../../src/ui/scriptEditor/editorHeights';
import { Wizard } from '../../../src/ui/Wizard';
import { DefinitionInputs } from './DefinitionInputs';
import { DeviceStep } from './DeviceStep';
import { ScriptInputs } from './ScriptInputs';
import { useCustomAlarmTestRun } from './useCustomAlarmTestRun';
import { useCreateAndReturn } from '../../../src/crud/useCreateAndReturn';

const NEEDED_TO_CREATE = 'resources.customAlarms.test_run.needed_to_create';

const defaultValues = (scriptComment: string): CustomAlarmFormValues => ({
    monitorId: null,
    title: '',
    description: '',
    alarmType: 'FAILURE',
    code: defaultScript(scriptComment),
    testData: DEFAULT_TEST_DATA,
});

export const CustomAlarmCreate = () => {
    const translate = useTranslate();
    const startingValues = useMemo(
        () => defaultValues(translate('resources.customAlarms.script_comment')),
        [translate],
    );
    const trial = useCustomAlarmTestRun(null);
    const [passed, setPassed] = useState(false);
    const [search, setSearch] = useState('');
    const { save: createAlarm, isPending } = useCreateAndReturn(
        'customAlarms',
        customAlarmPaths.list,
    );
    const save = (values: CustomAlarmFormValues) => createAlarm(createPayload(values));

    return (
        <ResourceContextProvider value="customAlarms">
            <PageHeading titleKey="resources.customAlarms.add" />
            <Card sx={{ mt: 2 }}>
                <CardContent>
                    <Wizard
                        defaultValues={startingValues}
                        onSubmit={(values: object) => save(values as CustomAlarmFormValues)}
                        submitLabel="ra.action.create"
                        submitting={isPending}
                        submitReason={passed ? undefined : translate(NEEDED_TO_CREATE)}
                        steps={[
                            {
                                labelKey: 'resources.customAlarms.steps.device',
                                fields: ['monitorId'],
                                content: <DeviceStep search={search} onSearchChange={setSearch} />,
                            },
                            {
                                labelKey: 'resources.customAlarms.steps.definitions',
                                canContinue: passed,
                                content: (
                                    <>
                                        <DefinitionInputs />
                                        <Divider flexItem sx={{ my: 2 }} />
                                        <ScriptInputs
                                            trial={trial}
                                            height={WIZARD_EDITOR_HEIGHT}
                                            onPassedChange={setPassed}
                                            neededFor={NEEDED_TO_CREATE}
                                        />
                                    </>
                                ),
                            },
                        ]}
                    />
                </CardContent>
            </Card>
        </ResourceContextProvider>
    );
};
