/** The sidebar menu: the entries the user's role may open, settings and administration below. */
import HomeIcon from '@mui/icons-material/Home';
import { Box, Divider } from '@mui/material';
import { memo, useMemo } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { useAccess } from '../auth/useAccess';
import { useRouteTable } from '../routing/RouteTableContext';
import { BOTTOM_ENTRIES, MAIN_ENTRIES, outsideAreaEntries, type MenuEntry } from './menuEntries';

const useVisible = () => {
    const { mayOpen, can } = useAccess();
    return (entry: MenuEntry) => mayOpen(entry.to) && (!entry.capability || can(entry.capability));
};

const Item = ({ entry }: { entry: MenuEntry }) => {
    const Icon = entry.icon;
    return <RaMenu.Item to={entry.to} primaryText={entry.labelKey} leftIcon={<Icon />} />;
};

/**
 * Memoized, like the header: react-admin's layout renders again on every navigation, and only the
 * entries (which read the location to mark the current page) need to.
 */
export const Menu = memo(function Menu() {
    const translate = useTranslate();
    const visible = useVisible();
    const table = useRouteTable();
    const mainEntries = useMemo(() => [...MAIN_ENTRIES, ...outsideAreaEntries(table)], [table]);
    return (
        <Box
            component="nav"
            aria-label={translate('app.menu.label')}
            sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
            <RaMenu sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
                <RaMenu.Item to="/" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
                {mainEntries.filter(visible).map(entry => (
                    <Item key={entry.to} entry={entry} />
                ))}
                <Box sx={{ flexGrow: 1 }} />
                <Divider />
                {BOTTOM_ENTRIES.filter(visible).map(entry => (
                    <Item key={entry.to} entry={entry} />
                ))}
            </RaMenu>
        </Box>
    );
});
