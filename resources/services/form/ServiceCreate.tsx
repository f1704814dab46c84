/**
 * /organization/services/add: a two-step wizard, the name, then the service type (SLS, SES or
 * SVS). The new service is created with NO_ACTIVATION, so it starts not activated.
 */
import { Box } from '@mui/material';
import {
    RadioButtonGroupInput,
    ResourceContextProvider,
    TextInput,
    useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { SERVICE_PATHS } from '../paths';
import { ADDABLE_SERVICE_TYPES, serviceTypeLabelKey } from '../types';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard, type WizardStep } from '../../../src/ui/Wizard';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { useCreateAndReturn } from '../../../src/crud/useCreateAndReturn';

const TypeStep = () => {
    const translate = useTranslate();
    const choices = ADDABLE_SERVICE_TYPES.map(type => ({
        id: type,
        name: translate(serviceTypeLabelKey(type)),
    }));
    return (
        <RadioButtonGroupInput
            source="type"
            label="resources.services.wizard.type"
            choices={choices}
            translateChoice={false}
            row={false}
            validate={bodyRules(schemas.create, 'type')}
        />
    );
};

const STEPS: WizardStep[] = [
    {
        labelKey: 'resources.services.wizard.name',
        content: (
            <TextInput
                source="name"
                validate={bodyRules(schemas.create, 'name')}
                sx={{ minWidth: 320 }}
            />
        ),
        fields: ['name'],
    },
    { labelKey: 'resources.services.wizard.type', content: <TypeStep />, fields: ['type'] },
];

const DEFAULT_VALUES = { name: '', type: '' };

export const ServiceCreate = () => {
    const { save, isPending } = useCreateAndReturn('services', SERVICE_PATHS.list);
    const submit = (values: FieldValues) => save({ name: values.name, type: values.type });
    return (
        <ResourceContextProvider value="services">
            <PageHeading titleKey="resources.services.add" />
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
