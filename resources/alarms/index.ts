/**
 * Alarms and logs of the organization: list, acknowledge, remove, export and test alarm; live on
 * every page (the watch).
 */
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { onFirstShow } from '../../src/loading/onFirstShow';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';
import { isOverdue } from './overdue';
import { ALARM_PATHS } from './paths';
import { alarmFromApi, type SourcedAlarm } from './source';
import type { Alarm } from './types';

export const alarms: ResourceDeclaration<SourcedAlarm, Alarm> = {
    name: 'alarms',
    endpoint: '/alarming/alarms',
    /** Remove selection: DELETE /alarming/alarms/bulk { ids } (product specification section 7). */
    bulkDeletePath: '/alarming/alarms/bulk',
    prefetch: ['alarms', 'services', 'responsibles'],
    paths: { list: ALARM_PATHS.list },
    fields: [
        { source: 'timestamp', type: 'number', create: false, edit: 'readOnly' },
        { source: 'type', type: 'text' },
        { source: 'title', type: 'text' },
        { source: 'description', type: 'text' },
        { source: 'serviceId', type: 'text' },
        { source: 'state', type: 'text' },
        { source: 'organizationId', type: 'number', list: false, edit: 'hidden' },
    ],
    sort: { field: 'timestamp', order: 'DESC' },
    searchFields: ['title', 'description'],
    sortByName: { serviceId: 'services' },
    /** Alarms overdue at the time of the call after the filter's minutes (./overdue.ts). */
    computedFilters: {
        overdueAfter: (alarm, minutes, now) => isOverdue(alarm, now, Number(minutes)),
    },
    icon: NotificationsActiveIcon,
    tile: {
        order: 1,
        labelKey: 'app.pages.alarms',
        descriptionKey: 'app.tiles.alarms',
        icon: NotificationsActiveIcon,
    },
    recordRepresentation: 'title',
    fromApi: alarmFromApi,
    list: withRoute(() => import('./list/AlarmList'), 'AlarmList'),
    /** Live alarms on every page: the tab's count, new alarms said and alerted (docs/live-updates.md). */
    watch: onFirstShow(() => import('./live/AlarmWatch').then(module => module.AlarmWatch)),
    /** An alarm's page: who is on duty for it, its facts, Acknowledge. */
    routes: [
        pageRoute(
            ALARM_PATHS.alarm,
            'organizationMembers',
            'resources.alarms.show',
            withRoute(() => import('./AlarmPage'), 'AlarmPage'),
        ),
    ],
};
