/**
 * The console's layout: sidebar, header (always shown, so Tab reaches it at any scroll
 * position), breadcrumbs, content, footer, the bar of a page on its way and the error modal; the
 * focus, document title and language follow each page change.
 */
import { Box } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { OrganizationGate } from '../organization/OrganizationGate';
import { SignedOutElsewhere } from '../session/SignedOutElsewhere';
import { useSessionEnd } from '../session/useSessionEnd';
import { useFirstRowsShown } from '../loading/afterFirstRows';
import { onFirstShow } from '../loading/onFirstShow';
import { useRenderedLater } from '../ui/useRenderedLater';
import { AppBar } from './AppBar';
import { Breadcrumbs } from './Breadcrumbs';
import { ErrorModal } from './ErrorModal';
import { Menu } from './Menu';
import { PendingPageBar } from './PendingPageBar';
import { ProgressLabels } from './ProgressLabels';
import { Sidebar } from './Sidebar';
import { usePageChange } from './usePageChange';

/** The focus, the document's title and `<html lang>` on every page change. */
const PageChange = () => {
    usePageChange();
    return null;
};

/**
 * react-admin's layout grew to its widest content's width (its root's least width is its
 * content's, `fit-content`): a wizard's licence table made a phone's page 491 px wide, the header
 * and breadcrumbs with it. At a least width of 0 the layout keeps to the screen, and a wide table
 * scrolls within its own container.
 */
const LAYOUT = {
    minWidth: 0,
    '& .RaLayout-content': { minWidth: 0 },
    // react-admin's "Skip to content": the header has the console's own (src/layout/SkipToContent.tsx).
    '& > .skip-nav-button': { display: 'none' },
};

interface LayoutProps {
    children: ReactNode;
    /** The resources' watches, from the composition root (src/App.tsx). */
    watches?: readonly ComponentType[];
}

/** The watches, and their requests, come after the page's first rows (src/loading/afterFirstRows.ts). */
const WatchesLater = ({ watches }: { watches: readonly ComponentType[] }) =>
    useFirstRowsShown() ? watches.map((Watch, index) => <Watch key={index} />) : null;

const NO_WATCHES: readonly ComponentType[] = [];

const ConsoleLayout = ({ children, watches = NO_WATCHES }: LayoutProps) => (
    <ProgressLabels>
        <RaLayout appBar={AppBar} appBarAlwaysOn menu={Menu} sidebar={Sidebar} sx={LAYOUT}>
            <Box
                sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    minHeight: '100%',
                    px: { xs: 1, md: 2 },
                }}
            >
                <Breadcrumbs />
                <Box sx={{ flexGrow: 1 }}>
                    <OrganizationGate>{children}</OrganizationGate>
                </Box>
                <FooterLater />
            </Box>
            <PendingPageBar />
            <WatchesLater watches={watches} />
            <ErrorModal />
            <PageChange />
        </RaLayout>
    </ProgressLabels>
);

const Footer = onFirstShow(() => import('./Footer').then(module => module.Footer));
Footer.preload();

/**
 * The footer, below the page's content, comes just after it (src/ui/useRenderedLater.ts); its
 * code, not in the start bundle, loads from the start.
 */
const FooterLater = () => (useRenderedLater() ? <Footer /> : null);

/** After a sign-out in another tab, the page says so instead of showing the console. */
export const Layout = ({ children, watches }: LayoutProps) =>
    useSessionEnd() === 'elsewhere' ? (
        <SignedOutElsewhere />
    ) : (
        <ConsoleLayout watches={watches}>{children}</ConsoleLayout>
    );
