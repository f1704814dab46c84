/**
 * The tile landing pages of the product specification section 2, with their tiles (the
 * licences landing belongs to the billing flow).
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CableIcon from '@mui/icons-material/Cable';
import CodeIcon from '@mui/icons-material/Code';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import RouterIcon from '@mui/icons-material/Router';
import ShareIcon from '@mui/icons-material/Share';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { Landing } from '../../src/ui/LandingPage';

export const landings: Landing[] = [
    {
        path: '/dad',
        access: 'organizationMembers',
        labelKey: 'app.pages.dad',
        tiles: [
            {
                to: '/dad/integrations',
                labelKey: 'app.pages.integrations',
                descriptionKey: 'app.tiles.integrations',
                icon: CableIcon,
            },
            {
                to: '/dad/devices',
                labelKey: 'app.pages.devices',
                descriptionKey: 'app.tiles.devices',
                icon: RouterIcon,
            },
            {
                to: '/dad/deviceGroups',
                labelKey: 'app.pages.device_groups',
                descriptionKey: 'app.tiles.device_groups',
                icon: GroupWorkIcon,
            },
            {
                to: '/dad/datasharing',
                labelKey: 'app.pages.data_sharings',
                descriptionKey: 'app.tiles.data_sharings',
                icon: ShareIcon,
            },
        ],
    },
    {
        path: '/alarming',
        access: 'organizationMembers',
        labelKey: 'app.pages.alarming',
        tiles: [
            {
                to: '/alarming/alarms',
                labelKey: 'app.pages.alarms',
                descriptionKey: 'app.tiles.alarms',
                icon: NotificationsActiveIcon,
            },
            {
                to: '/alarming/responsibles',
                labelKey: 'app.pages.responsibles',
                descriptionKey: 'app.tiles.responsibles',
                icon: SupervisorAccountIcon,
            },
            {
                to: '/alarming/custom-alarms',
                labelKey: 'app.pages.custom_alarms',
                descriptionKey: 'app.tiles.custom_alarms',
                icon: CodeIcon,
            },
        ],
    },
    {
        path: '/organization',
        access: 'organizationMembers',
        labelKey: 'app.pages.organization',
        tiles: [
            {
                to: '/organization/services',
                labelKey: 'app.pages.services',
                descriptionKey: 'app.tiles.services',
                icon: MiscellaneousServicesIcon,
            },
            {
                to: '/organization/users',
                labelKey: 'app.pages.users',
                descriptionKey: 'app.tiles.users',
                icon: AccountTreeIcon,
            },
        ],
    },
    {
        path: '/system',
        access: 'systemAdmins',
        labelKey: 'app.pages.system',
        tiles: [
            {
                to: '/system/organizations',
                labelKey: 'app.pages.organizations',
                descriptionKey: 'app.tiles.organizations',
                icon: CorporateFareIcon,
            },
            {
                to: '/system/users',
                labelKey: 'app.pages.global_users',
                descriptionKey: 'app.tiles.global_users',
                icon: PeopleIcon,
            },
        ],
    },
];
