/** "Download template": a CSV file with the header row and one example row, made in the page. */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { isLoRaWanIntegration } from '../integrationTypes';
import type { DeviceDetails } from '../types';
import { templateCsv } from './csvColumns';

export const TEMPLATE_FILE_NAME = 'device-registration-template.csv';

export const TemplateLink = ({
    example,
    integrationType,
}: {
    example?: DeviceDetails;
    integrationType?: string;
}) => {
    const translate = useTranslate();
    const url = useMemo(() => {
        const deviceId = isLoRaWanIntegration(integrationType)
            ? '70B3D57ED0001234'
            : 'street-light-001';
        const text = templateCsv(example, deviceId);
        return URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    }, [example, integrationType]);
    useEffect(() => () => URL.revokeObjectURL(url), [url]);
    return (
        <Button component="a" href={url} download={TEMPLATE_FILE_NAME} startIcon={<DownloadIcon />}>
            {translate('deviceWizards.register.template')}
        </Button>
    );
};
