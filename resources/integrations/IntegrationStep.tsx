/** The first step of onboarding and registration: the integration the devices come through. */
import { required, SelectInput } from 'react-admin';
import type { IntegrationRecord } from '../devices/wizardTypes';

interface Props {
    integrations: IntegrationRecord[];
    isPending: boolean;
    onChange: (integration: IntegrationRecord | undefined) => void;
}

export const integrationText = (integration: IntegrationRecord) =>
    `${integration.name} (${integration.type})`;

export const IntegrationStep = ({ integrations, isPending, onChange }: Props) => (
    <SelectInput
        source="integrationId"
        label="deviceWizards.common.integration"
        choices={integrations}
        optionText={integrationText}
        translateChoice={false}
        isPending={isPending}
        validate={required()}
        sx={{ minWidth: 320 }}
        onChange={event => {
            const id = String(event.target.value);
            onChange(integrations.find(integration => String(integration.id) === id));
        }}
    />
);
