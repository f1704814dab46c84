/** Custom alarms: a script condition on one device's readings. (Being built.) */
import CodeIcon from '@mui/icons-material/Code';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const customAlarms: ResourceDeclaration = {
    name: 'customAlarms',
    endpoint: '/alarming/custom-alarms',
    paths: { list: '/alarming/custom-alarms' },
    fields: [
        { source: 'monitorId', type: 'text' },
        { source: 'title', type: 'text' },
        { source: 'description', type: 'text' },
        { source: 'alarmType', type: 'text' },
    ],
    sort: { field: 'title', order: 'ASC' },
    icon: CodeIcon,
    recordRepresentation: 'title',
};
