/**
 * /dad/integrations/add: a two-step wizard, the name, then the type with its fields. Creates the
 * integration in the current organization and returns to the list.
 */
import { Box } from '@mui/material';
import { ResourceContextProvider, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { PageHeading } from '../../src/ui/PageHeading';
import { Wizard, type WizardStep } from '../../src/ui/Wizard';
import { bodyRules } from '../../src/validation/bodyRules';
import schemas from './schema.ts?json-schema';
import { TypeStep } from './components/TypeStep';
import { INTEGRATION_PATHS } from './paths';
import { useCreateAndReturn } from '../../src/crud/useCreateAndReturn';

const STEPS: WizardStep[] = [
    {
        labelKey: 'resources.integrations.wizard.name',
        content: <TextInput source="name" validate={bodyRules(schemas.create, 'name')} />,
        fields: ['name'],
    },
    {
        labelKey: 'resources.integrations.wizard.type',
        content: <TypeStep />,
    },
];

const DEFAULT_VALUES = { name: '', type: '', details: { infoList: {} } };

export const IntegrationCreate = () => {
    const { save, isPending } = useCreateAndReturn('integrations', INTEGRATION_PATHS.list);
    const submit = (values: FieldValues) => save(values);
    return (
        <ResourceContextProvider value="integrations">
            <PageHeading titleKey="resources.integrations.add" />
            <Box sx={{ maxWidth: 640, mt: 2 }}>
                <Wizard
                    steps={STEPS}
                    defaultValues={DEFAULT_VALUES}
                    onSubmit={submit}
                    submitting={isPending}
                />
            </Box>
        </ResourceContextProvider>
    );
};
