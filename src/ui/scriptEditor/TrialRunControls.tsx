/**
 * The trial execution's controls under a script editor: the run button, whether the current text
 * has passed (a status chip), what waits for a passed run (`neededFor`, e.g. "Create needs..."),
 * and the answer of the last run, announced politely when it comes (a failed run is shown here
 * only, not in the error modal).
 */
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KEEPS_FOCUS } from '../focusRescue';
import { TrialRunResult } from './TrialRunResult';
import type { TrialResult } from './useScriptTrialRun';

/** Translation keys of the controls' texts. */
export interface TrialRunLabels {
    run: string;
    passed: string;
    notPassed: string;
    result: string;
    failed: string;
    /** What a truthy and a falsy result mean, when the area gives them a meaning. */
    truthy?: string;
    falsy?: string;
}

interface Props {
    labels: TrialRunLabels;
    passed: boolean;
    running: boolean;
    result: TrialResult | null;
    disabled?: boolean;
    onRun: () => void;
    /** Translation key of what needs a passed run, shown while the current text has not. */
    neededFor?: string;
}

export const TrialRunControls = ({
    labels,
    passed,
    running,
    result,
    disabled,
    onRun,
    neededFor,
}: Props) => {
    const translate = useTranslate();
    return (
        <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
                <Button
                    // Disabled while it runs: the focus waits on it (src/ui/focusRescue.ts).
                    {...{ [KEEPS_FOCUS]: true }}
                    variant="outlined"
                    startIcon={<PlayArrowIcon />}
                    disabled={disabled || running}
                    onClick={onRun}
                >
                    {translate(labels.run)}
                </Button>
                <Chip
                    role="status"
                    color={passed ? 'success' : 'default'}
                    variant={passed ? 'filled' : 'outlined'}
                    label={translate(passed ? labels.passed : labels.notPassed)}
                />
            </Box>
            {neededFor && !passed && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate(neededFor)}
                </Typography>
            )}
            <div aria-live="polite">
                <TrialRunResult
                    result={result}
                    resultLabel={labels.result}
                    failedLabel={labels.failed}
                    truthyLabel={labels.truthy}
                    falsyLabel={labels.falsy}
                />
            </div>
        </>
    );
};
