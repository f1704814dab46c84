/** Wizard step 3: the integration, then the multicast fields its type needs. */
import { useWatch } from 'react-hook-form';
import { IntegrationInput } from './IntegrationInput';
import { MulticastInputs } from './MulticastInputs';
import { useGroupIntegrations } from './useGroupIntegrations';

export const IntegrationStep = () => {
    const integrationId = useWatch({ name: 'integrationId' });
    const { typeOf } = useGroupIntegrations();
    const integrationType = typeOf(integrationId);
    return (
        <>
            <IntegrationInput />
            {integrationType && <MulticastInputs integrationType={integrationType} />}
        </>
    );
};
