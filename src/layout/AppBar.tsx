/**
 * The header: page title, organization selector, language, theme, refresh and user menu; before
 * it, the Tab key's first stop, "Skip to content".
 */
import { memo } from 'react';
import { AppBar as RaAppBar, type AppBarProps } from 'react-admin';
import { onFirstShow } from '../loading/onFirstShow';
import { useRenderedLater } from '../ui/useRenderedLater';
import { AppBarTitle } from './AppBarTitle';
import { SkipToContent } from './SkipToContent';

const tools = () => import('./HeaderTools');
const Toolbar = onFirstShow(() => tools().then(module => module.Toolbar));
const NamedUserMenu = onFirstShow(() => tools().then(module => module.NamedUserMenu));
const HeaderOrganization = onFirstShow(() => tools().then(module => module.HeaderOrganization));
// Loading from the start, beside the sign-in's round trip: in by the time the layout's second
// pass renders them (loaded then, they rendered as the list's data came, later).
Toolbar.preload();
NamedUserMenu.preload();
HeaderOrganization.preload();

export const AppBar = memo(function AppBar({ alwaysOn }: AppBarProps) {
    const later = useRenderedLater();
    return (
        <>
            <SkipToContent />
            <RaAppBar
                color="primary"
                alwaysOn={alwaysOn}
                toolbar={later ? <Toolbar /> : null}
                userMenu={later ? <NamedUserMenu /> : false}
            >
                <AppBarTitle />
                {later ? <HeaderOrganization /> : null}
            </RaAppBar>
        </>
    );
});
