/**
 * /dad/deviceGroups/add: name, device type, integration with the multicast fields, subscribed
 * group. POST /device-groups, then back to the list.
 */
import { Card, CardContent } from '@mui/material';
import { ResourceContextProvider, TextInput } from 'react-admin';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import { bodyRules } from '../../../src/validation/bodyRules';
import { required } from '../../../src/validation/rules';
import schemas from '../schema.ts?json-schema';
import { deviceGroupPayload, type DeviceGroupFormValues } from '../deviceGroupPayload';
import { deviceGroupPaths } from '../paths';
import { DeviceTypeInput } from './DeviceTypeInput';
import { IntegrationStep } from './IntegrationStep';
import { MULTICAST_SOURCES } from './MulticastInputs';
import { ServiceInput } from './ServiceInput';
import { useGroupIntegrations } from './useGroupIntegrations';
import { useCreateAndReturn } from '../../../src/crud/useCreateAndReturn';

const deviceTypeRequired = required('resources.deviceGroups.validation.device_type_required');

export const DeviceGroupCreate = () => {
    const { typeOf } = useGroupIntegrations();
    const { save, isPending } = useCreateAndReturn('deviceGroups', deviceGroupPaths.list);
    const submit = (values: DeviceGroupFormValues) =>
        save(deviceGroupPayload(values, typeOf(values.integrationId ?? undefined)));

    return (
        <ResourceContextProvider value="deviceGroups">
            <PageHeading titleKey="resources.deviceGroups.add" />
            <Card sx={{ mt: 2 }}>
                <CardContent>
                    <Wizard
                        onSubmit={(values: object) => submit(values as DeviceGroupFormValues)}
                        submitting={isPending}
                        steps={[
                            {
                                labelKey: 'resources.deviceGroups.steps.name',
                                fields: ['name'],
                                content: (
                                    <TextInput
                                        source="name"
                                        validate={bodyRules(schemas.create, 'name')}
                                    />
                                ),
                            },
                            {
                                labelKey: 'resources.deviceGroups.steps.device_type',
                                fields: ['details'],
                                content: (
                                    <DeviceTypeInput
                                        source="details"
                                        validate={deviceTypeRequired}
                                    />
                                ),
                            },
                            {
                                labelKey: 'resources.deviceGroups.steps.integration',
                                fields: ['integrationId', ...MULTICAST_SOURCES],
                                content: <IntegrationStep />,
                            },
                            {
                                labelKey: 'resources.deviceGroups.steps.subscribed_group',
                                fields: ['mapping'],
                                content: <ServiceInput />,
                            },
                        ]}
                    />
                </CardContent>
            </Card>
        </ResourceContextProvider>
    );
};
