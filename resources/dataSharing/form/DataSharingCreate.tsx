/**
 * /dad/datasharing/add: settings, then the code with its trial execution. A script that has not
 * passed asks "Caution" before it is saved. POST /sharing, then back to the list.
 */
import { Card, CardContent } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { DEFAULT_SCRIPT } from '../defaultScript';
import { dataSharingPaths } from '../paths';
import type { SharingFormValues } from '../sharingPayload';
import { PageHeading } from '../../../src/ui/PageHeading';
import { WIZARD_EDITOR_HEIGHT } from '../../../src/ui/scriptEditor/editorHeights';
import { Wizard } from '../../../src/ui/Wizard';
import { SaveConfirm } from './SaveConfirm';
import { ScriptPanel } from './ScriptPanel';
import { SETTINGS_SOURCES, SettingsInputs } from './SettingsInputs';
import { useGuardedSave } from './useGuardedSave';
import { useTrialRun } from './useTrialRun';
import { useCreateAndReturn } from '../../../src/crud/useCreateAndReturn';

const DEFAULT_VALUES = {
    name: '',
    protocol: 'HTTP',
    address: '',
    deviceDetails: null,
    headerRows: [],
    mqttConfig: { userName: '', password: '', topic: '' },
    script: DEFAULT_SCRIPT,
};

export const DataSharingCreate = () => {
    const trial = useTrialRun(null);
    const { save, isPending } = useCreateAndReturn('dataSharing', dataSharingPaths.list);
    const guarded = useGuardedSave(trial, save);

    return (
        <ResourceContextProvider value="dataSharing">
            <PageHeading titleKey="resources.dataSharing.add" />
            <Card sx={{ mt: 2 }}>
                <CardContent>
                    <Wizard
                        defaultValues={DEFAULT_VALUES}
                        onSubmit={(values: object) => guarded.submit(values as SharingFormValues)}
                        submitting={isPending}
                        steps={[
                            {
                                labelKey: 'resources.dataSharing.steps.settings',
                                fields: SETTINGS_SOURCES,
                                content: <SettingsInputs />,
                            },
                            {
                                labelKey: 'resources.dataSharing.steps.code',
                                fields: ['script'],
                                content: (
                                    <ScriptPanel trial={trial} height={WIZARD_EDITOR_HEIGHT} />
                                ),
                            },
                        ]}
                    />
                </CardContent>
            </Card>
            <SaveConfirm
                open={guarded.confirmOpen}
                onConfirm={guarded.confirm}
                onClose={guarded.cancel}
            />
        </ResourceContextProvider>
    );
};
