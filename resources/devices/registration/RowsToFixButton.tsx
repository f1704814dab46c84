/**
 * "Download the rows to fix" below a preview with bad rows: the rows with problems as the file
 * had them and the reason of each (./rowsToFix.ts), to fix and choose again.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { downloadCsvText } from '../../../src/export/download';
import type { ParsedCsv } from './parseCsv';
import type { RegistrationCheck } from './registrationRows';
import { registrationReason, registrationRowsToFix, rowsToFixFileName } from './rowsToFix';

interface Props {
    parsed: ParsedCsv;
    check: RegistrationCheck;
    fileName: string;
}

export const RowsToFixButton = ({ parsed, check, fileName }: Props) => {
    const translate = useTranslate();
    const hintId = useId();
    const download = () =>
        downloadCsvText(
            rowsToFixFileName(translate, fileName),
            registrationRowsToFix(
                parsed,
                check,
                registrationReason(translate),
                translate('rowsToFix.reason'),
            ),
        );
    return (
        <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
            <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={download}
                aria-describedby={hintId}
            >
                {translate('rowsToFix.download')}
            </Button>
            <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {translate('rowsToFix.registration_hint')}
            </Typography>
        </Box>
    );
};
