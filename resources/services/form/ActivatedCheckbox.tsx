/** The service's activation as a read-only checkbox: it changes only through the activation. */
import { Checkbox, FormControlLabel } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Service } from '../types';

export const ActivatedCheckbox = () => {
    const translate = useTranslate();
    const service = useRecordContext<Service>();
    return (
        <FormControlLabel
            control={<Checkbox checked={!!service?.isEnabled} disabled />}
            label={translate('resources.services.fields.isEnabled')}
        />
    );
};
