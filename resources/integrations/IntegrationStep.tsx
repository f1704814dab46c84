/** The first step of onboarding and registration: the integration the devices come through. */
import { required, SelectInput } from 'react-admin';
import type { Integration } from './types';

interface Props {
    integrations: Integration[];
    isPending: boolean;
    onChange: (integration: Integration | undefined) => void;
}

export const integrationText = (integration: Integration) =>
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
