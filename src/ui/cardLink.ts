/**
 * A card that is one link, whose link is only its title: the link holds the card's heading and
 * its box is stretched over the whole card, so a click anywhere on the card follows it while the
 * link's text, and so its accessible name, is the title the user sees (WCAG 2.5.3, label in name:
 * a link around the whole card reads its description too, which an aria-label then leaves out).
 * The rest of the card (icon, description, highlights) is text beside the link.
 */
import type { SxProps, Theme } from '@mui/material';
import { focusRingColor } from '../layout/theme';

/** The card: the frame the stretched link covers, highlighted under the pointer. */
export const linkCardSx: SxProps<Theme> = {
    position: 'relative',
    '&:hover': { bgcolor: 'action.hover' },
};

/** The link around the card's heading. */
export const cardLinkSx: SxProps<Theme> = {
    display: 'block',
    color: 'inherit',
    textDecoration: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': theme => ({
        outline: `2px solid ${focusRingColor(theme)}`,
        outlineOffset: '-2px',
    }),
};
