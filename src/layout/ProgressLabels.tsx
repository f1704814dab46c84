/**
 * Names the progress indicators below it in the current language (the console's theme names
 * them in the language it started in; the language can change at run time).
 */
import { ThemeProvider, type Theme } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { withProgressLabel } from './theme';

export const ProgressLabels = ({ children }: { children: ReactNode }) => {
    const label = useTranslate()('ra.page.loading');
    const labelled = useCallback((outer: Theme) => withProgressLabel(outer, label), [label]);
    return <ThemeProvider theme={labelled}>{children}</ThemeProvider>;
};
