/** The sidebar menu: the entries the user's role may open, settings and administration below. */
import HomeIcon from '@mui/icons-material/Home';
import { Box, Divider } from '@mui/material';
import { memo, useMemo } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { useAccess } from '../auth/useAccess';
import { PathLocation } from '../routing/PathLocation';
import { useRouteTable } from '../routing/RouteTableContext';
import { useRenderedLater } from '../ui/useRenderedLater';
import { BOTTOM_ENTRIES, MAIN_ENTRIES, outsideAreaEntries, type MenuEntry } from './menuEntries';

const useVisible = () => {
    const { mayOpen, can } = useAccess();
    return (entry: MenuEntry) => mayOpen(entry.to) && (!entry.capability || can(entry.capability));
};

const Item = ({ entry }: { entry: MenuEntry }) => {
    const Icon = entry.icon;
    return <RaMenu.Item to={entry.to} primaryText={entry.labelKey} leftIcon={<Icon />} />;
};

/** The entries: home, the main ones, then settings and administration at the bottom. */
const Entries = ({ main, bottom }: { main: MenuEntry[]; bottom: MenuEntry[] }) => (
    <RaMenu sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <RaMenu.Item to="/" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
        {main.map(entry => (
            <Item key={entry.to} entry={entry} />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        {bottom.map(entry => (
            <Item key={entry.to} entry={entry} />
        ))}
    </RaMenu>
);

/**
 * Memoized, like the header: react-admin's layout renders again on every navigation, and only the
 * entries (which read the location to mark the current page) need to, on a new path only
 * (src/routing/PathLocation.tsx): a list's sort, filter or page leaves them as they are. The
 * entries come just after the page's first content (src/ui/useRenderedLater.ts), in the
 * sidebar, whose width is there from the start.
 */
export const Menu = memo(function Menu() {
    const translate = useTranslate();
    const visible = useVisible();
    const table = useRouteTable();
    const mainEntries = useMemo(() => [...MAIN_ENTRIES, ...outsideAreaEntries(table)], [table]);
    const later = useRenderedLater();
    return (
        <Box
            component="nav"
            aria-label={translate('app.menu.label')}
            sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
            {later ? (
                <PathLocation>
                    <Entries
                        main={mainEntries.filter(visible)}
                        bottom={BOTTOM_ENTRIES.filter(visible)}
                    />
                </PathLocation>
            ) : null}
        </Box>
    );
});
