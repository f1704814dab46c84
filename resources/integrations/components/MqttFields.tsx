/** MQTT: username and password; the client id is always the username, shown read-only. */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { infoSource } from '../types';
import { InfoInput } from './InfoInput';

export const MqttFields = ({ readOnly }: { readOnly?: boolean }) => {
    const translate = useTranslate();
    const username = useWatch({ name: infoSource('username') }) as string | undefined;
    return (
        <>
            <InfoInput field="username" isRequired readOnly={readOnly} />
            <InfoInput field="password" isRequired readOnly={readOnly} />
            <TextField
                label={translate('resources.integrations.fields.details.infoList.clientId')}
                value={username ?? ''}
                helperText={translate('resources.integrations.helper.client_id')}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
            />
        </>
    );
};
