/**
 * Fewer columns on a tablet across (1024 px) with the side menu open: from the theme's `md`
 * breakpoint (900 px, where the tables stop being compact blocks: compactTables.ts) up to `lg`
 * (1200 px), a table leaves out the columns marked secondary and keeps less than half the usual
 * space between its cells, so that a row's name, state and actions stay on screen without
 * scrolling sideways, in every language. A list marks a column with `className={SECONDARY_COLUMN}`
 * on its DataTable.Col (react-admin puts it on the header cell and every row's cell); what it
 * leaves out is on the record's own page, and the list's filters still filter by it. Below `md`
 * the compact rows show every value again; from `lg` up (1280 px and wider) the table is as it
 * was. A CSS media query: nothing renders again when the width changes.
 */
import type { Breakpoints } from '@mui/material/styles';

/** The class of a column the table leaves out on a tablet. */
export const SECONDARY_COLUMN = 'console-secondaryColumn';

export const tabletColumns = (breakpoints: Breakpoints) => ({
    [breakpoints.between('md', 'lg')]: {
        [`& .${SECONDARY_COLUMN}`]: { display: 'none' },
        // Less than half the usual space between columns (6 px on each side instead of 16).
        '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': {
            paddingLeft: '6px',
            paddingRight: '6px',
        },
    },
});
