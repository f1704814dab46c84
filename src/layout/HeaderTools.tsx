/**
 * The header's tools (src/layout/AppBar.tsx): language, theme, progress, the user menu and the
 * organization selector. The header renders them just after the page's first content and loads
 * them then: their code (MUI's menus, the user menu, the selector's search) is not in the start
 * bundle.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { LoadingIndicator, UserMenu, useGetIdentity, useLocales, useTranslate } from 'react-admin';
import { Component, createRef, type ReactNode } from 'react';
import { PathLocation } from '../routing/PathLocation';
import { LanguageMenu } from './LanguageMenu';
import { OrganizationSelector } from './OrganizationSelector';
import { ThemeMenu } from './ThemeMenu';

/** The id react-admin gives the user menu's list. */
const USER_MENU_ID = 'menu-appbar';

/**
 * react-admin's user menu, whose button shows the user's name but is labelled "Profile" only: its
 * accessible name now starts with the name shown (WCAG 2.5.3, label in name), e.g. "Sys Admin
 * (Profile)". Before the identity is known, and on narrow screens (an icon only), the same label.
 * Below react-admin's `sm` breakpoint the menu translates its label again with the English
 * "Profile" as fallback, so there it gets the key: a text would come out as "Profile".
 *
 * At that breakpoint react-admin's menu button becomes another element, and an open menu stayed
 * open in the page's top-left corner (Escape then left the focus on the page's body): the window
 * crossing it closes the menu (a new UserMenu), and a focus the menu or its button held goes to
 * the new button.
 */
export const NamedUserMenu = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const wide = useMediaQuery<Theme>(theme => theme.breakpoints.up('sm'));
    const name = identity?.fullName;
    const shape = wide ? 'wide' : 'narrow';
    return (
        <FocusAcrossSwap shape={shape}>
            <UserMenu
                key={shape}
                label={wide && name ? translate('app.user_menu', { name }) : 'ra.auth.user_menu'}
            />
        </FocusAcrossSwap>
    );
};

/**
 * Whether the focus was in the user menu or on its button is read just before the commit that
 * swaps them removes the old ones: React gives that moment to a class's
 * getSnapshotBeforeUpdate only (a read while rendering may belong to a render never committed).
 */
class FocusAcrossSwap extends Component<{ shape: string; children: ReactNode }> {
    box = createRef<HTMLSpanElement>();

    getSnapshotBeforeUpdate(previous: Readonly<{ shape: string }>) {
        if (previous.shape === this.props.shape) return false;
        const active = document.activeElement;
        return (
            !!active &&
            (!!this.box.current?.contains(active) || !!active.closest(`#${USER_MENU_ID}`))
        );
    }

    componentDidUpdate(_props: unknown, _state: unknown, focusHeld: boolean) {
        if (focusHeld) this.box.current?.querySelector('button')?.focus();
    }

    render() {
        return (
            <span ref={this.box} style={{ display: 'contents' }}>
                {this.props.children}
            </span>
        );
    }
}

/** react-admin's header tools, with the console's language and theme menus for its own. */
export const Toolbar = () => {
    const locales = useLocales();
    return (
        <>
            {locales.length > 1 ? <LanguageMenu /> : null}
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
