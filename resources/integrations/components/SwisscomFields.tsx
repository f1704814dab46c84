/**
 * Swisscom: AS id and key, the API address (defaults to Swisscom's), the connectivity plan, and
 * either username plus password or an API key. Typing in one set hides the other; clearing it
 * shows both again.
 */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSeesSecrets } from '../../../src/ui/secret/useSeesSecrets';
import { isFilled } from '../filledValue';
import { swisscomCredentialValidator, visibleSwisscomSets } from '../swisscomCredentials';
import { infoSource } from '../types';
import { InfoInput } from './InfoInput';

const useCredentials = () => {
    const [username, password, apiToken] = useWatch({
        name: [infoSource('username'), infoSource('password'), infoSource('apiToken')],
    }) as unknown[];
    const seesSecrets = useSeesSecrets();
    // Without the secrets (a viewer), the username tells which set the integration uses.
    if (!seesSecrets) return { password: isFilled(username), apiToken: !isFilled(username) };
    return visibleSwisscomSets({ username, password, apiToken });
};

export const SwisscomFields = ({ readOnly }: { readOnly?: boolean }) => {
    const translate = useTranslate();
    const visible = useCredentials();
    const rule = (field: 'username' | 'password' | 'apiToken') => [
        swisscomCredentialValidator(field),
    ];
    return (
        <>
            <InfoInput field="as_id" isRequired readOnly={readOnly} />
            <InfoInput field="as_key" isRequired readOnly={readOnly} />
            <InfoInput field="url" isRequired readOnly={readOnly} />
            <InfoInput field="connectivityPlanId" isRequired readOnly={readOnly} />
            {readOnly ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('resources.integrations.helper.swisscom_credentials')}
                </Typography>
            )}
            {visible.password ? (
                <>
                    <InfoInput field="username" validate={rule('username')} readOnly={readOnly} />
                    <InfoInput
                        field="password"

                        validate={rule('password')}
                        readOnly={readOnly}
                    />
                </>
            ) : null}
            {visible.apiToken ? (
                <InfoInput
                    field="apiToken"

                    validate={rule('apiToken')}
                    readOnly={readOnly}
                />
            ) : null}
        </>
    );
};
