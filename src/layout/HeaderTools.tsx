/**
 * The header's tools (src/layout/AppBar.tsx): language, theme, progress, the user menu and the
 * organization selector. The header renders them just after the page's first content and loads
 * them then: their code (MUI's menus, the user menu, the selector's search) is not in the start
 * bundle.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
    LoadingIndicator,
    LocalesMenuButton,
    UserMenu,
    useGetIdentity,
    useLocales,
    useTranslate,
} from 'react-admin';
import { PathLocation } from '../routing/PathLocation';
import { OrganizationSelector } from './OrganizationSelector';
import { ThemeMenu } from './ThemeMenu';

/**
 * react-admin's user menu, whose button shows the user's name but is labelled "Profile" only: its
 * accessible name now starts with the name shown (WCAG 2.5.3, label in name), e.g. "Sys Admin
 * (Profile)". Before the identity is known, and on narrow screens (an icon only), the same label.
 * Below react-admin's `sm` breakpoint the menu translates its label again with the English
 * "Profile" as fallback, so there it gets the key: a text would come out as "Profile".
 */
export const NamedUserMenu = () => {
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
export const Toolbar = () => {
    const locales = useLocales();
    return (
        <>
            {locales.length > 1 ? <LocalesMenuButton /> : null}
            <ThemeMenu />
            <LoadingIndicator />
        </>
    );
};

/** The selector reads the path only: a list's new query leaves it alone. */
export const HeaderOrganization = () => (
    <PathLocation>
        <OrganizationSelector />
    </PathLocation>
);
