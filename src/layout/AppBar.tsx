/** The header: page title, organization selector, language, theme, refresh and user menu. */
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { AppBar as RaAppBar, TitlePortal, type AppBarProps } from 'react-admin';
import { useRenderedLater } from '../ui/useRenderedLater';

const toolsLoad = import('./HeaderTools');
const tools = () => toolsLoad;
const Toolbar = lazy(() => tools().then(module => ({ default: module.Toolbar })));
const NamedUserMenu = lazy(() => tools().then(module => ({ default: module.NamedUserMenu })));
const HeaderOrganization = lazy(() =>
    tools().then(module => ({ default: module.HeaderOrganization })),
);

/** A later part of the header: nothing in its place until its code is in. */
const Later = ({ children }: { children: ReactNode }) => (
    <Suspense fallback={null}>{children}</Suspense>
);

/**
 * Always shown (the layout's appBarAlwaysOn): react-admin hides the header while the page
 * scrolls down, and a hidden header is skipped by Tab, so a keyboard user could not reach the
 * organization, language or user menu without scrolling back up first. Memoized: react-admin's
 * layout renders again on every navigation, each sort, filter and page of a list too, and nothing
 * in the header depends on it but what reads the location, language or identity itself; the
 * organization selector reads the path only (it hides under /system), so it renders again on a
 * new page, not on a list's new query (src/routing/PathLocation.tsx).
 * Its bar, menu button and page title come at once; its tools just after the page's first
 * content (src/ui/useRenderedLater.ts), at the right of the title, which stays where it is, with
 * their code (src/layout/HeaderTools.tsx).
 */
export const AppBar = memo(function AppBar({ alwaysOn }: AppBarProps) {
    const later = useRenderedLater();
    return (
        <RaAppBar
            color="primary"
            alwaysOn={alwaysOn}
            toolbar={
                later ? (
                    <Later>
                        <Toolbar />
                    </Later>
                ) : null
            }
            userMenu={
                later ? (
                    <Later>
                        <NamedUserMenu />
                    </Later>
                ) : (
                    false
                )
            }
        >
            <TitlePortal variantMapping={{ h6: 'span' }} />
            {later ? (
                <Later>
                    <HeaderOrganization />
                </Later>
            ) : null}
        </RaAppBar>
    );
});
