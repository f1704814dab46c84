/** The answer of the last trial execution: the formatted result or the error message. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TrialResult } from './useScriptTrialRun';

interface Props {
    result: TrialResult | null;
    /** Translation keys of the titles of a result and of a failure. */
    resultLabel: string;
    failedLabel: string;
}

export const TrialRunResult = ({ result, resultLabel, failedLabel }: Props) => {
    const translate = useTranslate();
    if (!result) return null;
    const title = translate(result.succeeded ? resultLabel : failedLabel);
    return (
        <Box role="region" aria-label={title} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" color={result.succeeded ? 'text.primary' : 'error'}>
                {title}
            </Typography>
            <Box
                component="pre"
                sx={{
                    m: 0,
                    mt: 1,
                    p: 1.5,
                    maxHeight: 300,
                    overflow: 'auto',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    fontFamily: 'monospace',
                    fontSize: 13,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                }}
            >
                {result.text}
            </Box>
        </Box>
    );
};
