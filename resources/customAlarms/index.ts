/** Custom alarms: a script condition on one device's readings. */
import CodeIcon from '@mui/icons-material/Code';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { withRoute } from '../../src/loading/withRoute';
import { customAlarmsApi } from './api';
import { customAlarmPaths } from './paths';
import { customAlarmPayload, type CustomAlarmFormValues } from './payload';
import type { CustomAlarm } from './types';

export const customAlarms: ResourceDeclaration<CustomAlarm> = {
    name: 'customAlarms',
    endpoint: '/alarming/custom-alarms',
    organizationInBody: 'organizationId',
    paths: customAlarmPaths,
    fields: [
        { source: 'monitorId', type: 'text' },
        { source: 'title', type: 'text' },
        { source: 'description', type: 'text' },
        { source: 'alarmType', type: 'text' },
    ],
    searchFields: ['title', 'description', 'alarmType'],
    sort: { field: 'title', order: 'ASC' },
    icon: CodeIcon,
    tile: {
        order: 3,
        labelKey: 'app.pages.custom_alarms',
        descriptionKey: 'app.tiles.custom_alarms',
        icon: CodeIcon,
    },
    recordRepresentation: 'title',
    toPayload: record => customAlarmPayload(record as CustomAlarmFormValues),
    list: withRoute(() => import('./CustomAlarmList'), 'CustomAlarmList'),
    // The add wizard and the edit page, with the code editor for the condition script (Monaco
    // loads with them).
    create: withRoute(() => import('./form/CustomAlarmCreate'), 'CustomAlarmCreate'),
    edit: withRoute(() => import('./form/CustomAlarmEdit'), 'CustomAlarmEdit'),
    api: customAlarmsApi,
};
