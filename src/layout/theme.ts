/**
 * The console theme: primary #0098A1. White text on it reaches only 3.5:1, so text on the primary
 * colour is black (6:1) and primary-coloured text on white uses the darker shade (6.6:1).
 */
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Delay between the last keystroke in a list filter and the filtering. */
export const FILTER_DEBOUNCE_MS = 100;

export const PRIMARY = '#0098A1';
export const PRIMARY_TEXT = '#00676D';
/**
 * A hovered contained primary button: darker than PRIMARY, still 4.9:1 with its black text (MUI
 * would take primary.dark, PRIMARY_TEXT, where black text reaches only 3.2:1).
 */
export const PRIMARY_HOVER = '#008890';
/**
 * Error red, darker than MUI's #d32f2f: error labels on the filled inputs' grey and Remove
 * buttons on the grey toolbars reach 5:1 (MUI's red 3.8 to 4.2:1).
 */
export const ERROR = '#B71C1C';

export const theme: RaThemeOptions = deepmerge(defaultTheme, {
    palette: {
        primary: { main: PRIMARY, dark: PRIMARY_TEXT, light: '#4DB7BD', contrastText: '#000000' },
        secondary: { main: PRIMARY_TEXT, contrastText: '#FFFFFF' },
        error: { main: ERROR },
        background: { default: '#F4F7F8' },
    },
    components: {
        // List filters apply 100 ms after the last keystroke (react-admin waits 500 ms): the
        // lists filter whole collections in the browser and answer well within that.
        RaFilterForm: {
            defaultProps: { debounce: FILTER_DEBOUNCE_MS },
            // As wide as its filters in one row: next to the list's actions when both fit.
            styleOverrides: { root: { flex: '1 1 auto' } },
        },
        // When the filters and the actions do not fit in one row, the actions move to a row of
        // their own (on the right) instead of squeezing the filters into a column.
        RaListToolbar: {
            styleOverrides: {
                root: { flexWrap: 'wrap', '& > :last-child': { marginLeft: 'auto' } },
            },
        },
        MuiButton: {
            styleOverrides: {
                textPrimary: { color: PRIMARY_TEXT },
                containedPrimary: { '&:hover': { backgroundColor: PRIMARY_HOVER } },
                outlinedPrimary: { color: PRIMARY_TEXT, borderColor: PRIMARY_TEXT },
            },
        },
        // A checkbox's aria-label belongs on its input: react-admin's row checkbox (DataTable
        // selection) passes it to MUI's root span, where it names nothing (the input stays
        // unlabelled). Move it to the input, keeping any inputProps given.
        MuiCheckbox: {
            defaultProps: {
                slotProps: {
                    root: { 'aria-label': undefined },
                    input: (ownerState: CheckboxOwnerState) => ({
                        'aria-label': ownerState['aria-label'],
                        ...ownerState.inputProps,
                    }),
                },
            },
        },
        MuiIconButton: {
            styleOverrides: { colorPrimary: { color: PRIMARY_TEXT } },
        },
        MuiLink: {
            styleOverrides: { root: { color: PRIMARY_TEXT } },
        },
        MuiFormLabel: {
            styleOverrides: { root: { '&.Mui-focused': { color: PRIMARY_TEXT } } },
        },
        MuiInputLabel: {
            styleOverrides: { root: { '&.Mui-focused': { color: PRIMARY_TEXT } } },
        },
        MuiTab: {
            styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_TEXT } } },
        },
    },
});

/**
 * A theme with an accessible name on every progress indicator that brings none of its own
 * (react-admin's header spinner, for one). The console's theme gets the start language's name;
 * ProgressLabels (in the layout) renames them when the language changes.
 */
export const withProgressLabel = <T extends object>(base: T, label: string): T =>
    deepmerge(base, {
        components: {
            MuiCircularProgress: { defaultProps: { 'aria-label': label } },
            MuiLinearProgress: { defaultProps: { 'aria-label': label } },
        },
    });
