/**
 * The page's title: the h1 of the content area and the title in the app bar. The h1 takes the
 * focus after a navigation (src/layout/pageFocus.ts), so it is focusable by script only
 * (tabIndex -1): no outline after a mouse click, an outline when the user moves by keyboard.
 */
import { Typography, type SxProps, type Theme } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The focus of a heading that the console focuses: visible only for keyboard users. */
export const headingFocusSx: SxProps<Theme> = {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: '2px' },
};

/** The content area's h1, as every page shows it. */
export const Heading = ({ children }: { children: string }) => (
    <Typography
        variant="h5"
        component="h1"
        tabIndex={-1}
        // A record's name may be one long run of letters: it wraps rather than widen the page.
        sx={{ mt: 1, width: 'fit-content', overflowWrap: 'anywhere', ...headingFocusSx }}
    >
        {children}
    </Typography>
);

/** `detail` names the record the page is about: "Integration: ChirpStack Stadtwerke". */
export const PageHeading = ({ titleKey, detail }: { titleKey: string; detail?: string }) => {
    const translate = useTranslate();
    const title = translate(titleKey, { smart_count: 2 });
    return (
        <>
            <Title title={titleKey} />
            <Heading>{detail ? `${title}: ${detail}` : title}</Heading>
        </>
    );
};
