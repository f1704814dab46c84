/**
 * REST and Digimondo webhook: the integration secret (required, prefilled with a random one, a
 * Generate button for a new one) and the uplink address as a curl example.
 */
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { randomSecret } from '../secret';
import { infoSource, type IntegrationType } from '../types';
import { InfoInput } from './InfoInput';
import { UplinkExample } from './UplinkExample';

export const SecretFields = ({ type, readOnly }: { type: IntegrationType; readOnly?: boolean }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const generate = () =>
        setValue(infoSource('integrationSecret'), randomSecret(), {
            shouldDirty: true,
            shouldTouch: true,
            shouldValidate: true,
        });
    return (
        <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <InfoInput field="integrationSecret" isRequired readOnly={readOnly} />
                {readOnly ? null : (
                    <Button startIcon={<AutorenewIcon />} onClick={generate} sx={{ flexShrink: 0 }}>
                        {translate('resources.integrations.action.generate')}
                    </Button>
                )}
            </Box>
            <UplinkExample type={type} />
        </>
    );
};
