/**
 * The console's themes, light and dark: primary #0098A1 in both. White text on it reaches only
 * 3.5:1, so text on the primary colour is black (6:1); primary-coloured text uses a darker shade
 * on light backgrounds (6.6:1 on white) and a lighter one on dark backgrounds (7:1 on dark paper).
 */
import type { Theme } from '@mui/material';
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { compactTables } from './compactTables';
import { tabletColumns } from './tabletColumns';
import { TOOLBAR_IN_FLOW } from '../ui/toolbarInFlow';
import { progressOnCompositor } from './progressOnCompositor';

/**
 * Delay between the last keystroke in a list filter and the filtering (react-admin's default is
 * 500 ms). Filtering 300,000 records on their kept matches takes under 25 ms (src/api/lists/listQuery.ts),
 * so a short pause is enough to skip the keystrokes of a word typed quickly.
 */
export const FILTER_DEBOUNCE_MS = 50;

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

/**
 * The dark theme's shades. Primary-coloured text (text buttons, links, selected tabs): 7:1 on
 * dark paper, 5.7:1 on the filled inputs' grey. Error red: 5.6:1 on the filled inputs' grey and
 * 6:1 on the dark toolbars (the light theme's red reaches 2.7:1 on dark grey).
 */
export const PRIMARY_TEXT_DARK = '#4DB7BD';
export const ERROR_DARK = '#F28B82';
/** The dark page's background and the form toolbars' grey (react-admin's grey[800] is too light
 * for red Remove buttons: 4.2:1). */
export const BACKGROUND_DARK = '#121212';
export const TOOLBAR_DARK = '#2A2A2A';

/**
 * The keyboard focus ring (WCAG 2.4.7, 2.4.11): a 2 px outline of a dark teal that stands out
 * at least 3:1 from every background it is drawn on: white 13:1, the page's grey 12:1, the
 * header's primary 3.8:1 and a hovered primary button 3.1:1. MUI shows keyboard focus only as a
 * faint ripple or colour change (sortable column headers, icon buttons, links).
 */
export const FOCUS_RING = '#00363A';
/**
 * The dark theme's focus ring: a pale teal, 12:1 or more on every dark surface and still 3.1:1
 * on the primary colour (a focused primary button, a selected row).
 */
export const FOCUS_RING_DARK = '#DDF7F8';

export type ThemeMode = 'light' | 'dark';
/** The focus ring's colour in a theme (for rings drawn by hand, e.g. a card's stretched link). */
export const focusRingColor = (theme: Pick<Theme, 'palette'>) =>
    theme.palette.mode === 'dark' ? FOCUS_RING_DARK : FOCUS_RING;

const ringOf = (mode: ThemeMode) => ({
    outline: `2px solid ${mode === 'dark' ? FOCUS_RING_DARK : FOCUS_RING}`,
    outlineOffset: '2px',
});
export const focusRing = ringOf('light');
/** The fixed header's height at most: a focused element is never scrolled under it. */
const HEADER_SPACE = '64px';
/** The lines a multiline text input grows to before it scrolls within itself. */
export const MULTILINE_MAX_ROWS = 10;
/** A form's buttons on a phone's bottom edge: two rows of buttons and their padding, at most. */
const MOBILE_TOOLBAR_SPACE = '120px';
/** A list's selection bar on a phone's bottom edge: its title row and a row of icon buttons. */
const SELECTION_BAR_SPACE = '104px';
/** react-admin's `down('sm')`: a phone; and `up('sm')`. */
const PHONE_MEDIA = '@media (max-width:599.95px)';
const WIDER_MEDIA = '@media (min-width:600px)';
/** A list's selection bar while rows are selected. */
const OPEN_SELECTION_BAR = '.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)';

/** The first button of a confirmation's actions: Cancel (react-admin's Confirm). */
export const focusCancel = (node: HTMLElement) => {
    node.querySelector<HTMLElement>('.MuiDialogActions-root button')?.focus();
};

/**
 * The keyboard's components: the focus ring on links, every element made focusable, MUI's
 * button-based controls, menu items and tabs; confirmations that open on Cancel. In the
 * console's theme and again in the layout's nested theme (withProgressLabel) that replaces it.
 */
const keyboardComponents = (mode: ThemeMode) => {
    const focusRing = ringOf(mode);
    /** Inside a menu or a list the ring sits within the item, where nothing clips it. */
    const focusRingInside = { ...focusRing, outlineOffset: '-2px' };
    return {
        MuiCssBaseline: {
            styleOverrides: {
                html: { scrollPaddingTop: HEADER_SPACE },
                // A form's buttons fixed to a phone's bottom edge (react-admin's mobile toolbar,
                // up to two rows): a control the focus moves to scrolls above them, not under.
                // The page's end (a device page's last cards, the footer) scrolls above them, and
                // a notice shows above them, not over their buttons. A toolbar in the page's flow
                // while there is nothing to save (src/ui/toolbarInFlow.ts) needs no room.
                [`html:has(.RaToolbar-mobileToolbar:not(.${TOOLBAR_IN_FLOW}))`]: {
                    scrollPaddingBottom: MOBILE_TOOLBAR_SPACE,
                    '& body': { paddingBottom: MOBILE_TOOLBAR_SPACE },
                    '& .MuiSnackbar-anchorOriginBottomCenter': {
                        bottom: `calc(${MOBILE_TOOLBAR_SPACE} + 8px)`,
                    },
                },
                // The same for a list's selection bar there, and the list's end (its pagination)
                // can be scrolled above it.
                [PHONE_MEDIA]: {
                    [`html:has(${OPEN_SELECTION_BAR})`]: {
                        scrollPaddingBottom: SELECTION_BAR_SPACE,
                        '& body': { paddingBottom: SELECTION_BAR_SPACE },
                        '& .MuiSnackbar-anchorOriginBottomCenter': {
                            bottom: `calc(${SELECTION_BAR_SPACE} + 8px)`,
                        },
                    },
                },
                // Wider, the open selection bar lies over the list's actions: out of the Tab
                // order with it, instead of taking the focus where no ring can be seen.
                [WIDER_MEDIA]: {
                    [`.RaList-main:has(${OPEN_SELECTION_BAR}) .RaList-actions > .MuiToolbar-root`]:
                        {
                            visibility: 'hidden',
                        },
                },
                // Links and any other element made focusable (e.g. a link in a table cell).
                'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
            },
        },
        // Every MUI button, icon button, sort label, checkbox, radio, switch and tab.
        MuiButtonBase: {
            styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
        },
        MuiMenuItem: {
            styleOverrides: { root: { '&.Mui-focusVisible': focusRingInside } },
        },
        MuiListItemButton: {
            styleOverrides: { root: { '&.Mui-focusVisible': focusRingInside } },
        },
        MuiTab: {
            styleOverrides: {
                root: {
                    '&.Mui-selected': { color: mode === 'dark' ? PRIMARY_TEXT_DARK : PRIMARY_TEXT },
                    '&.Mui-focusVisible': focusRingInside,
                },
            },
        },
        // A confirmation opens with the focus on Cancel, not on Confirm (react-admin's autoFocus), so
        // that Enter on Remove and a second Enter cannot remove anything. The focus moves as the
        // dialog starts to appear, before a second key press can reach it.
        RaConfirm: {
            defaultProps: {
                slotProps: { transition: { onEnter: focusCancel } },
            },
        },
    };
};

/**
 * The palettes. Secondary is the primary colour's text shade in both (icons and text that carry
 * the primary hue on the page's background).
 */
const palettes = {
    light: {
        primary: { main: PRIMARY, dark: PRIMARY_TEXT, light: '#4DB7BD', contrastText: '#000000' },
        secondary: { main: PRIMARY_TEXT, contrastText: '#FFFFFF' },
        error: { main: ERROR },
        background: { default: '#F4F7F8' },
    },
    dark: {
        mode: 'dark' as const,
        primary: {
            main: PRIMARY,
            dark: PRIMARY_HOVER,
            light: PRIMARY_TEXT_DARK,
            contrastText: '#000000',
        },
        secondary: { main: PRIMARY_TEXT_DARK, contrastText: '#000000' },
        error: { main: ERROR_DARK, contrastText: '#000000' },
        background: { default: BACKGROUND_DARK },
    },
};

/**
 * For users who ask their system for less motion (prefers-reduced-motion, WCAG 2.3.3): no
 * transitions (dialogs, menus and drawers appear and go at once) and no ripples. Progress
 * indicators keep turning: they say that something is under way. Read once, at start.
 */
const REDUCED_MOTION =
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const NO_DURATION = 0;
const stillness = {
    transitions: {
        create: () => 'none',
        getAutoHeightDuration: () => NO_DURATION,
        duration: Object.fromEntries(
            [
                'shortest',
                'shorter',
                'short',
                'standard',
                'complex',
                'enteringScreen',
                'leavingScreen',
            ].map(name => [name, NO_DURATION]),
        ),
    },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

export const buildTheme = (mode: ThemeMode, reducedMotion = REDUCED_MOTION): RaThemeOptions =>
    reducedMotion ? deepmerge(themeOf(mode), stillness) : themeOf(mode);

const themeOf = (mode: ThemeMode): RaThemeOptions => {
    const primaryText = mode === 'dark' ? PRIMARY_TEXT_DARK : PRIMARY_TEXT;
    const focusRing = ringOf(mode);
    return deepmerge(mode === 'dark' ? defaultDarkTheme : defaultLightTheme, {
        palette: palettes[mode],
        components: {
            ...keyboardComponents(mode),
            ...progressOnCompositor,
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
            // A list's actions wrap to more lines where they do not fit in one (a phone).
            RaTopToolbar: {
                styleOverrides: { root: { flexWrap: 'wrap', rowGap: 4 } },
            },
            // A form's buttons wrap too (on a phone react-admin fixes them to the bottom edge);
            // in dark mode their bar is a lighter grey, where red Remove keeps 4.5:1.
            RaToolbar: {
                styleOverrides: {
                    root: {
                        flexWrap: 'wrap',
                        rowGap: 8,
                        // Above a table's sticky header (z-index 2) scrolled under it.
                        '&.RaToolbar-mobileToolbar': { padding: '8px 16px', zIndex: 3 },
                        [`&.RaToolbar-mobileToolbar.${TOOLBAR_IN_FLOW}`]: { position: 'static' },
                        ...(mode === 'dark' ? { backgroundColor: TOOLBAR_DARK } : {}),
                    },
                },
            },
            // A list's selection bar: over the row above the table as react-admin has it, but as
            // tall as its actions need where they wrap (a tablet), growing upwards instead of
            // over the table's first rows. On a phone, where the row above the table is the
            // filters, it is fixed to the bottom edge: it covers no filter and stays in reach
            // of the thumb however far down the rows were selected. Closed, its buttons are out
            // of the Tab order (react-admin only folds it to no height).
            RaBulkActionsToolbar: {
                styleOverrides: {
                    root: ({ theme }: { theme: Theme }) => ({
                        [`& ${OPEN_SELECTION_BAR}`]: {
                            height: 'auto',
                            flexWrap: 'wrap',
                            transform: 'translateY(-100%)',
                            [theme.breakpoints.down('sm')]: {
                                position: 'fixed',
                                bottom: 0,
                                transform: 'none',
                                borderRadius: 0,
                                boxShadow: theme.shadows[8],
                                // Under the header and its menus, over the page.
                                zIndex: theme.zIndex.appBar - 1,
                            },
                        },
                        '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
                    }),
                },
            },
            // Phones and tablets: each row a compact block (compactTables.ts); a tablet across
            // leaves out the secondary columns (tabletColumns.ts). Free text (a
            // description, an alarm's title) may hold a run of hundreds of letters without a
            // space: it wraps anywhere instead of widening the table past the screen.
            RaDataTable: {
                styleOverrides: {
                    root: ({ theme }: { theme: Theme }) => ({
                        ...compactTables(theme.breakpoints),
                        ...tabletColumns(theme.breakpoints),
                        '& td.column-description, & td.column-title': {
                            overflowWrap: 'anywhere',
                            minWidth: '16ch',
                        },
                    }),
                },
            },
            // Every multiline text input (a description, a test alarm's text, a JSON payload)
            // grows with its text up to MULTILINE_MAX_ROWS lines, then scrolls within itself:
            // a megabyte pasted into a custom alarm's description made the page 283,000 px tall,
            // with the field's length message at its bottom. The text is kept as typed; a field
            // with a length limit says so below it at once (src/validation/rules.ts).
            MuiInputBase: { defaultProps: { maxRows: MULTILINE_MAX_ROWS } },
            // MUI 9 has no variant-and-colour classes (`textPrimary`, ...) any more: the root's
            // variants, at the same place in the cascade.
            MuiButton: {
                styleOverrides: {
                    root: {
                        variants: [
                            {
                                props: { variant: 'text', color: 'primary' },
                                style: { color: primaryText },
                            },
                            {
                                props: { variant: 'contained', color: 'primary' },
                                style: { '&:hover': { backgroundColor: PRIMARY_HOVER } },
                            },
                            {
                                props: { variant: 'outlined', color: 'primary' },
                                style: { color: primaryText, borderColor: primaryText },
                            },
                        ],
                    },
                },
            },
            // A checkbox's aria-label belongs on its input: react-admin's row checkbox (DataTable
            // selection) passes it to MUI's root span, where it names nothing (the input stays
            // unlabelled). Move it to the input; MUI merges any `slotProps.input` given over it.
            MuiCheckbox: {
                defaultProps: {
                    slotProps: {
                        root: { 'aria-label': undefined },
                        input: (ownerState: CheckboxOwnerState) => ({
                            'aria-label': ownerState['aria-label'],
                        }),
                    },
                },
            },
            MuiIconButton: {
                styleOverrides: { colorPrimary: { color: primaryText } },
            },
            MuiLink: {
                styleOverrides: { root: { color: primaryText, '&:focus-visible': focusRing } },
            },
            MuiFormLabel: {
                styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } },
            },
            MuiInputLabel: {
                styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } },
            },
            ...(mode === 'dark' ? darkOnlyComponents : {}),
        },
    });
};

/**
 * The dark theme's own fix: the header, which MUI paints in the
 * paper's grey in dark mode, keeps the primary colour as its accent (a line along its bottom).
 */
const darkOnlyComponents = {
    MuiAppBar: {
        styleOverrides: { root: { borderBottom: `3px solid ${PRIMARY}` } },
    },
};

export const theme: RaThemeOptions = buildTheme('light');
export const darkTheme: RaThemeOptions = buildTheme('dark');

/**
 * A theme with an accessible name on every progress indicator that brings none of its own
 * (react-admin's header spinner, for one). The console's theme gets the start language's name;
 * ProgressLabels (in the layout) renames them when the language changes.
 */
export const withProgressLabel = <T extends { palette?: { mode?: ThemeMode } }>(
    base: T,
    label: string,
): T =>
    deepmerge(base, {
        components: {
            ...keyboardComponents(base.palette?.mode === 'dark' ? 'dark' : 'light'),
            MuiCircularProgress: { defaultProps: { 'aria-label': label } },
            MuiLinearProgress: { defaultProps: { 'aria-label': label } },
        },
    });
