/**
 * Names the progress indicators below it in the current language (the console's theme names
 * them in the language it started in; the language can change at run time), and the pagination
 * controls too (PaginationLabels).
 */
import { ThemeProvider, type Theme } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PaginationLabels } from './PaginationLabels';
import { withProgressLabel } from './theme';

export const ProgressLabels = ({ children }: { children: ReactNode }) => {
    const label = useTranslate()('ra.page.loading');
    const labelled = useCallback((outer: Theme) => withProgressLabel(outer, label), [label]);
    return (
        <ThemeProvider theme={labelled}>
            <PaginationLabels>{children}</PaginationLabels>
        </ThemeProvider>
    );
};
