/**
 * "Skip to content", the first stop of the Tab key: out of sight until it has the focus, then at
 * the screen's top left, with its label at every width. It gives the page's heading the focus
 * (src/layout/pageFocus.ts), where a screen reader starts reading and the next Tab goes on into
 * the page.
 *
 * react-admin's own (left out by the layout) is its Button, which below 900 px shows only its
 * icon, and it has none: an empty grey circle over the menu button. And it focused its content
 * area and blurred it at once, so the focus showed on nothing.
 */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { skipToContent } from './pageFocus';

const OUT_OF_SIGHT_UNTIL_FOCUSED = {
    position: 'fixed',
    left: 16,
    top: -80,
    zIndex: 5000,
    // Over the header's colour: the page's own colours, which keep their contrast in both themes.
    bgcolor: 'background.paper',
    color: 'text.primary',
    '&:hover': { bgcolor: 'background.paper' },
    '&:focus-visible, &:focus': { top: 16 },
} as const;

export const SkipToContent = () => {
    const translate = useTranslate();
    return (
        <Button variant="contained" onClick={() => skipToContent()} sx={OUT_OF_SIGHT_UNTIL_FOCUSED}>
            {translate('ra.navigation.skip_nav')}
        </Button>
    );
};
