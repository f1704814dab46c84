/** The sidebar: main entries, then the bottom entries (product specification section 2). */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import type { Capability } from '../auth/access';
import type { RouteEntry } from '../routing/routeTable';

export interface MenuEntry {
    to: string;
    labelKey: string;
    icon: ComponentType;
    /** Needed on top of being allowed to open the route. */
    capability?: Capability;
}

export const MAIN_ENTRIES: MenuEntry[] = [
    { to: '/dad', labelKey: 'app.pages.dad', icon: DevicesOtherIcon },
    { to: '/alarming', labelKey: 'app.pages.alarming', icon: NotificationsIcon },
    { to: '/organization', labelKey: 'app.pages.organization', icon: BusinessIcon },
    {
        to: '/licences',
        labelKey: 'app.pages.licences',
        icon: CardMembershipIcon,
        capability: 'licenceMenu',
    },
];

export const BOTTOM_ENTRIES: MenuEntry[] = [
    { to: '/system', labelKey: 'app.pages.system', icon: AdminPanelSettingsIcon },
    { to: '/settings', labelKey: 'app.pages.settings', icon: SettingsIcon },
];

const AREAS = [...MAIN_ENTRIES, ...BOTTOM_ENTRIES].map(entry => entry.to);

const inArea = (path: string) => AREAS.some(area => path === area || path.startsWith(`${area}/`));

/**
 * The entries of the declared resources whose list lies outside every area above (a resource
 * needs no menu edit: its list is reached from its area's landing page, or from here).
 */
export const outsideAreaEntries = (table: RouteEntry[]): MenuEntry[] =>
    table.flatMap(entry =>
        entry.menuIcon && !inArea(entry.path)
            ? [{ to: entry.path, labelKey: entry.labelKey, icon: entry.menuIcon }]
            : [],
    );
