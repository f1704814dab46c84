/** Step 2 for REST and webhook integrations: the new device's name, and its generated id. */
import { TextField } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';

export const RestDeviceStep = ({ deviceId }: { deviceId: string | undefined }) => {
    const translate = useTranslate();
    return (
        <>
            <TextInput
                source="name"
                label="deviceWizards.common.name"
                validate={bodyRules(schemas.create, 'deviceList.name')}
                sx={{ minWidth: { xs: 0, sm: 320 }, maxWidth: '100%' }}
            />
            <TextField
                label={translate('deviceWizards.common.device_id')}
                value={deviceId ?? ''}
                slotProps={{ input: { readOnly: true } }}
                helperText={translate('deviceWizards.onboard.generated_id')}
                sx={{ minWidth: { xs: 0, sm: 420 }, display: 'flex', maxWidth: 480 }}
            />
        </>
    );
};
