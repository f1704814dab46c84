/**
 * A long value in a table cell (a target address, a URL): on wide screens cut to `maxWidth` with
 * an ellipsis, the whole value shown on hover (title) and read in full by screen readers (the
 * text is only clipped, not shortened); in the compact rows of phones and tablets
 * (src/layout/compactTables.ts), where there is no hover, it wraps anywhere instead.
 */
import { Box } from '@mui/material';

export const LongText = ({ value, maxWidth = '28ch' }: { value: string; maxWidth?: string }) => (
    <Box
        component="span"
        title={value}
        sx={{
            display: 'block',
            overflowWrap: 'anywhere',
            maxWidth: { md: maxWidth },
            overflow: { md: 'hidden' },
            textOverflow: { md: 'ellipsis' },
            whiteSpace: { md: 'nowrap' },
        }}
    >
        {value}
    </Box>
);
