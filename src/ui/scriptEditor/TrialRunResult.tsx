/**
 * The answer of the last trial execution in words: a verdict (for a custom alarm, whether the
 * alarm would be raised; else the kind of value), the formatted result where it says more, or
 * the error message (a known server message translated, src/api/errors/serverErrors.ts) and the line it
 * names, in the script or in the test data (scriptLine.ts).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServerErrorText } from '../../api/errors/useServerErrorText';
import type { TrialResult } from './useScriptTrialRun';

interface Props {
    result: TrialResult | null;
    /** Translation keys of the titles of a result and of a failure. */
    resultLabel: string;
    failedLabel: string;
    /** Translation keys of what a truthy and a falsy result mean (custom alarms). */
    truthyLabel?: string;
    falsyLabel?: string;
}

/** The verdict's translation key, and whether the formatted value adds anything to it. */
export const verdictOf = (
    value: unknown,
    truthyLabel?: string,
    falsyLabel?: string,
): { key?: string; showValue: boolean } => {
    const plain = value === undefined || value === null || typeof value === 'boolean';
    if (truthyLabel && falsyLabel) {
        return { key: value ? truthyLabel : falsyLabel, showValue: !plain };
    }
    if (value === undefined) return { key: 'app.script_result.none', showValue: false };
    if (value === null) return { key: 'app.script_result.null', showValue: false };
    if (typeof value === 'boolean') {
        return { key: `app.script_result.${String(value)}`, showValue: false };
    }
    return { showValue: true };
};

export const TrialRunResult = ({
    result,
    resultLabel,
    failedLabel,
    truthyLabel,
    falsyLabel,
}: Props) => {
    const translate = useTranslate();
    const serverText = useServerErrorText();
    if (!result) return null;
    const title = translate(result.succeeded ? resultLabel : failedLabel);
    const verdict = result.succeeded
        ? verdictOf(result.value, truthyLabel, falsyLabel)
        : { showValue: true };
    const text = result.textKey
        ? translate(result.textKey)
        : !result.succeeded && result.status !== undefined
          ? serverText(result.status, result.text).text
          : result.text;
    const location = result.location;
    return (
        <Box role="region" aria-label={title} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" color={result.succeeded ? 'text.primary' : 'error'}>
                {title}
            </Typography>
            {verdict.key && (
                <Typography variant="body1" sx={{ mt: 1 }}>
                    {translate(verdict.key)}
                </Typography>
            )}
            {verdict.showValue && (
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
                    {text}
                </Box>
            )}
            {location && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate(
                        location.part === 'testData'
                            ? 'app.script_result.line_in_test_data'
                            : 'app.script_result.line_in_script',
                        { line: location.line },
                    )}
                </Typography>
            )}
        </Box>
    );
};
