/** Alarm responsibles with their service-time plans (no organization header). */
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { withRoute } from '../../src/loading/withRoute';
import { responsibleCollection } from './collection';
import { matchesDutyFilter } from './onDuty';
import { RESPONSIBLE_PATHS } from './paths';
import type { Responsible } from './types';

/** The save body: the pages build it with responsiblePayload; only its keys go out. */
const PAYLOAD_KEYS = ['id', 'name', 'email', 'organizationId', 'plans'];
const toPayload = (record: Partial<RaRecord>) => {
    const payload = Object.fromEntries(
        PAYLOAD_KEYS.filter(key => key in record).map(key => [key, record[key]]),
    );
    // The edit page's id comes from its address as text; the API's ids are integers.
    if (typeof payload.id === 'string' && /^\d+$/.test(payload.id)) payload.id = Number(payload.id);
    return payload;
};

export const responsibles: ResourceDeclaration<Responsible> = {
    // Its endpoint and organization (in each record, no header), as the API serves it.
    ...responsibleCollection,
    paths: RESPONSIBLE_PATHS,
    fields: [
        { source: 'name', type: 'text' },
        { source: 'email', type: 'text' },
    ],
    searchFields: ['name', 'email'],
    /** "On duty now" / "Off duty now" at the time of the call (./onDuty.ts). */
    computedFilters: { onDuty: matchesDutyFilter },
    sort: { field: 'name', order: 'ASC' },
    icon: SupervisorAccountIcon,
    tile: {
        order: 2,
        labelKey: 'app.pages.responsibles',
        descriptionKey: 'app.tiles.responsibles',
        icon: SupervisorAccountIcon,
    },
    recordRepresentation: 'name',
    toPayload,
    list: withRoute(() => import('./ResponsibleList'), 'ResponsibleList'),
    // The add and edit pages with the weekly service-time plans.
    create: withRoute(() => import('./form/ResponsibleCreate'), 'ResponsibleCreate'),
    edit: withRoute(() => import('./form/ResponsibleEdit'), 'ResponsibleEdit'),
};
