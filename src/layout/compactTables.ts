/**
 * Tables as compact rows on phones and tablets (issue 19, item 7): below the theme's `md`
 * breakpoint (900 px) every react-admin DataTable of the console (the generated lists, the
 * resources' own lists, the wizards' tables) shows each record as a short block instead of a
 * row of columns: the first column (the record's name, a link: src/crud/RowLink.tsx) on a
 * line of its own, the other columns' values after it, wrapping, and the row's actions (Remove)
 * at the end. The table keeps its elements and so its roles, names and row checkboxes (a bulk
 * selection works as on the desktop), and the header row stays as a wrapping line of its sort
 * buttons and the select-all checkbox. No list needs code of its own for it, and nothing
 * re-renders when the width changes (a CSS media query on the theme's breakpoint, where a
 * useMediaQuery switch to SimpleList would render every list twice over and drop the
 * checkboxes and row actions SimpleList has no place for).
 */
import type { Breakpoints } from '@mui/material/styles';

/** A row's selection: react-admin's checkbox cell, or a column of a single radio (SelectableTable). */
const SELECTION =
    '.MuiTableCell-paddingCheckbox, .RaDataTable-rowCell:has(> .MuiRadio-root:only-child)';
/** The row's name: its first column after the selection, if any. */
const NAME_CELL = [
    '& .RaDataTable-row > .RaDataTable-rowCell:first-of-type:not(:has(> .MuiRadio-root:only-child))',
    '& .MuiTableCell-paddingCheckbox + .RaDataTable-rowCell',
    '& .RaDataTable-rowCell:has(> .MuiRadio-root:only-child) + .RaDataTable-rowCell',
].join(', ');

export const compactTables = (breakpoints: Breakpoints) => ({
    [breakpoints.down('md')]: {
        '& .RaDataTable-table, & .RaDataTable-thead, & .RaDataTable-tbody': {
            display: 'block',
            width: '100%',
        },
        '& .RaDataTable-row': {
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: '12px',
            padding: '6px 8px',
            borderBottom: '1px solid rgba(224, 224, 224, 1)',
        },
        '& .RaDataTable-headerRow': { padding: '0 8px' },
        '& .RaDataTable-headerCell, & .RaDataTable-rowCell, & .MuiTableCell-paddingCheckbox': {
            display: 'block',
            position: 'static',
            width: 'auto',
            minWidth: 0,
            maxWidth: '100%',
            padding: '2px 0',
            border: 0,
            overflowWrap: 'anywhere',
        },
        '& .RaDataTable-rowCell': {
            flex: '0 1 auto',
            color: 'text.secondary',
            fontSize: '0.8125rem',
        },
        [SELECTION.split(', ')
            .map(cell => `& ${cell}`)
            .join(', ')]: { flex: '0 0 auto' },
        [NAME_CELL]: {
            flex: '1 1 60%',
            color: 'text.primary',
            fontSize: '0.9375rem',
            fontWeight: 500,
        },
        // The actions (Remove) at the end of the first line's width, reachable without scrolling.
        '& .RaDataTable-rowCell:last-of-type:not(:first-of-type)': { marginLeft: 'auto' },
    },
});
