/** Step 2: the CSV file (read in a web worker, with progress), the template, and the preview. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
    Alert,
    Box,
    Button,
    Checkbox,
    FormControlLabel,
    LinearProgress,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceDetails } from '../types';
import { MAX_CSV_MEGABYTES, type CsvFileProblemCode } from './csvFileProblems';
import type { ParsedCsv } from './parseCsv';
import { RegistrationPreview } from './RegistrationPreview';
import type { RegistrationCheck } from './registrationRows';
import { TemplateLink } from './TemplateLink';

const VISUALLY_HIDDEN = {
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    height: 1,
    overflow: 'hidden',
    position: 'absolute',
    whiteSpace: 'nowrap',
    width: 1,
} as const;

export type FileState =
    | { status: 'none' }
    | { status: 'reading'; name: string; share: number }
    | { status: 'read'; name: string }
    | { status: 'failed'; name: string; code: CsvFileProblemCode };

interface Props {
    file: FileState;
    onFile: (file: File) => void;
    /** The check of the rows, once the file and what it is checked against are loaded. */
    check: RegistrationCheck | undefined;
    /** The file as read (for the rows to fix). */
    parsed: ParsedCsv | undefined;
    example?: DeviceDetails;
    integrationType?: string;
}

export const CsvFileStep = ({ file, onFile, check, parsed, example, integrationType }: Props) => {
    const translate = useTranslate();
    const reading = file.status === 'reading';
    return (
        <>
            <Typography sx={{ mb: 1 }}>
                {translate('deviceWizards.register.file_help', { max: MAX_CSV_MEGABYTES })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                {/* The label names the input; the input, visually hidden, keeps the focus. */}
                <Button
                    variant="outlined"
                    component="label"
                    role={undefined}
                    tabIndex={-1}
                    startIcon={<UploadFileIcon />}
                    disabled={reading}
                >
                    {translate('deviceWizards.register.choose_file')}
                    <input
                        type="file"
                        accept=".csv,text/csv"
                        style={VISUALLY_HIDDEN}
                        onChange={event => {
                            const chosen = event.target.files?.[0];
                            if (chosen) onFile(chosen);
                            event.target.value = '';
                        }}
                    />
                </Button>
                {file.status !== 'none' && <Typography>{file.name}</Typography>}
                <TemplateLink example={example} integrationType={integrationType} />
            </Box>
            <FormControlLabel
                sx={{ mt: 1 }}
                control={<Checkbox checked={false} disabled />}
                label={translate('deviceWizards.register.update_existing')}
            />
            {reading && (
                <Box sx={{ mt: 2 }}>
                    <Typography variant="body2">
                        {translate('deviceWizards.register.reading', {
                            percent: Math.round(file.share * 100),
                        })}
                    </Typography>
                    <LinearProgress
                        variant="determinate"
                        value={file.share * 100}
                        aria-label={translate('deviceWizards.register.reading_label')}
                    />
                </Box>
            )}
            {file.status === 'failed' && (
                <Alert severity="error" sx={{ mt: 2 }}>
                    {translate(`deviceWizards.register.file_problems.${file.code}`, {
                        max: MAX_CSV_MEGABYTES,
                    })}
                </Alert>
            )}
            {file.status === 'read' && !check && <LinearProgress sx={{ mt: 2 }} />}
            {file.status === 'read' && check && parsed && (
                <RegistrationPreview
                    key={file.name}
                    check={check}
                    parsed={parsed}
                    fileName={file.name}
                />
            )}
        </>
    );
};
