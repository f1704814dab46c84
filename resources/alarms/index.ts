/** Alarms and logs of the organization. (Being built: list, acknowledge, export, test alarm.) */
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const alarms: ResourceDeclaration = {
    name: 'alarms',
    endpoint: '/alarming/alarms',
    paths: { list: '/alarming/alarms' },
    fields: [
        { source: 'timestamp', type: 'number' },
        { source: 'type', type: 'text' },
        { source: 'title', type: 'text' },
        { source: 'description', type: 'text' },
        { source: 'serviceId', type: 'text' },
        { source: 'state', type: 'text' },
    ],
    sort: { field: 'timestamp', order: 'DESC' },
    icon: NotificationsActiveIcon,
    recordRepresentation: 'title',
};
