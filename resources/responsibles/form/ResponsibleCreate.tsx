/**
 * /alarming/responsibles/add: a two-tab wizard, name and email, then the responsibility plan.
 * POST /alarming/responsibles in the current organization, then back to the list.
 */
import { Card, CardContent } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { RESPONSIBLE_PATHS } from '../paths';
import { responsiblePayload } from '../planPayload';
import type { ResponsibleFormValues } from '../types';
import { usePlanEntries } from '../usePlanEntries';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import { PERSON_SOURCES, PersonInputs } from './PersonInputs';
import { PlanEditor } from './PlanEditor';
import { useCreateAndReturn } from '../../../src/crud/useCreateAndReturn';

const DEFAULT_VALUES: ResponsibleFormValues = { name: '', email: '', plans: [] };

export const ResponsibleCreate = () => {
    const { entries, entryIds, isPending, isError } = usePlanEntries();
    const { save, isPending: creating } = useCreateAndReturn(
        'responsibles',
        RESPONSIBLE_PATHS.list,
    );
    const submit = (values: ResponsibleFormValues) => save(responsiblePayload(values, entryIds));
    return (
        <ResourceContextProvider value="responsibles">
            <PageHeading titleKey="resources.responsibles.add" />
            <Card sx={{ mt: 2 }}>
                <CardContent>
                    <Wizard
                        defaultValues={DEFAULT_VALUES}
                        onSubmit={(values: object) => submit(values as ResponsibleFormValues)}
                        submitting={creating}
                        steps={[
                            {
                                labelKey: 'resources.responsibles.steps.person',
                                fields: PERSON_SOURCES,
                                content: <PersonInputs />,
                            },
                            {
                                labelKey: 'resources.responsibles.steps.plan',
                                canContinue: !isPending && !isError,
                                content: (
                                    <PlanEditor
                                        entries={entries}
                                        isPending={isPending}
                                        isError={isError}
                                    />
                                ),
                            },
                        ]}
                    />
                </CardContent>
            </Card>
        </ResourceContextProvider>
    );
};
