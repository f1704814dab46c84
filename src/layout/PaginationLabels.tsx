/**
 * Names the pagination controls below it in the current language, at every width. react-admin's
 * Pagination translates its labels on wide screens only; below the md breakpoint it renders
 * MUI's TablePagination without `getItemAriaLabel`, whose buttons then say "Go to previous page"
 * in every language. The theme's default props give every TablePagination react-admin's
 * `ra.navigation.*` texts (props given by react-admin itself still win).
 */
import { ThemeProvider, type Theme } from '@mui/material';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import { deepmerge } from '@mui/utils';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const paginationDefaults = (translate: Translate) => ({
    getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
        translate(`ra.navigation.${type}`),
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }: LabelDisplayedRowsArgs) =>
        translate('ra.navigation.page_range_info', {
            offsetBegin: from,
            offsetEnd: to,
            total: count === -1 ? to : count,
        }),
});

export const PaginationLabels = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const labelled = useCallback(
        (outer: Theme) =>
            deepmerge(outer, {
                components: { MuiTablePagination: { defaultProps: paginationDefaults(translate) } },
            }),
        [translate],
    );
    return <ThemeProvider theme={labelled}>{children}</ThemeProvider>;
};
