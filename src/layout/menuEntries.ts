/** The sidebar: main entries, then the bottom entries (product specification section 2). */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import type { Capability } from '../auth/access';

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
