/** The header: page title, organization selector, language, theme, refresh and user menu. */
import { useMediaQuery, type Theme } from '@mui/material';
import { memo } from 'react';
import {
    AppBar as RaAppBar,
    LoadingIndicator,
    LocalesMenuButton,
    TitlePortal,
    UserMenu,
    type AppBarProps,
    useGetIdentity,
    useLocales,
    useTranslate,
} from 'react-admin';
import { PathLocation } from '../routing/PathLocation';
import { useRenderedLater } from '../ui/useRenderedLater';
import { OrganizationSelector } from './OrganizationSelector';
import { ThemeMenu } from './ThemeMenu';

/**
 * react-admin's user menu, whose button shows the user's name but is labelled "Profile" only: its
 * accessible name now starts with the name shown (WCAG 2.5.3, label in name), e.g. "Sys Admin
 * (Profile)". Before the identity is known, and on narrow screens (an icon only), the same label.
 * Below react-admin's `sm` breakpoint the menu translates its label again with the English
 * "Profile" as fallback, so there it gets the key: a text would come out as "Profile".
 */
const NamedUserMenu = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const wide = useMediaQuery<Theme>(theme => theme.breakpoints.up('sm'));
    const name = identity?.fullName;
    return (
        <UserMenu
            label={wide && name ? translate('app.user_menu', { name }) : 'ra.auth.user_menu'}
        />
    );
};

/** react-admin's header tools, with the theme menu (light, dark, system) for its toggle. */
const Toolbar = () => {
    const locales = useLocales();
    return (
        <>
            {locales.length > 1 ? <LocalesMenuButton /> : null}
            <ThemeMenu />
            <LoadingIndicator />
        </>
    );
};

/**
 * Always shown (the layout's appBarAlwaysOn): react-admin hides the header while the page
 * scrolls down, and a hidden header is skipped by Tab, so a keyboard user could not reach the
 * organization, language or user menu without scrolling back up first. Memoized: react-admin's
 * layout renders again on every navigation, each sort, filter and page of a list too, and nothing
 * in the header depends on it but what reads the location, language or identity itself; the
 * organization selector reads the path only (it hides under /system), so it renders again on a
 * new page, not on a list's new query (src/routing/PathLocation.tsx).
 * Its bar, menu button and page title come at once; its tools just after the page's first
 * content (src/ui/useRenderedLater.ts), at the right of the title, which stays where it is.
 */
export const AppBar = memo(function AppBar({ alwaysOn }: AppBarProps) {
    const later = useRenderedLater();
    return (
        <RaAppBar
            color="primary"
            alwaysOn={alwaysOn}
            toolbar={later ? <Toolbar /> : null}
            userMenu={later ? <NamedUserMenu /> : false}
        >
            <TitlePortal variantMapping={{ h6: 'span' }} />
            {later ? (
                <PathLocation>
                    <OrganizationSelector />
                </PathLocation>
            ) : null}
        </RaAppBar>
    );
});
