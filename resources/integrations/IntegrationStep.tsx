/** The first step of onboarding and registration: the integration the devices come through. */
import { SelectInput, useTranslate } from 'react-admin';
import { typeLabelKey, type Integration } from './types';
import { required } from '../../src/validation/rules';
import { NoIntegrationYet } from './NoIntegrationYet';

interface Props {
    integrations: Integration[];
    isPending: boolean;
    onChange: (integration: Integration | undefined) => void;
}

/** "Name (type name)": the type by its translated name (resources.integrations.types). */
export const integrationText = (
    integration: Integration,
    translate: (key: string, options?: { _: string }) => string,
) => `${integration.name} (${translate(typeLabelKey(integration.type), { _: integration.type })})`;

export const IntegrationStep = ({ integrations, isPending, onChange }: Props) => {
    const translate = useTranslate();
    return (
        <>
            <SelectInput
                source="integrationId"
                label="deviceWizards.common.integration"
                choices={integrations}
                optionText={(integration: Integration) => integrationText(integration, translate)}
                translateChoice={false}
                isPending={isPending}
                validate={required()}
                sx={{ minWidth: 320 }}
                onChange={event => {
                    const id = String(event.target.value);
                    onChange(integrations.find(integration => String(integration.id) === id));
                }}
            />
            <NoIntegrationYet shown={!isPending && integrations.length === 0} />
        </>
    );
};
