/** Integrations: connections to IoT network providers. */
import CableIcon from '@mui/icons-material/Cable';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { integrationsApi } from './api';
import { integrationCollection } from './collection';
import { integrationPayload } from './infoList';
import { INTEGRATION_PATHS } from './paths';
import type { Integration } from './types';
import { withRoute } from '../../src/loading/withRoute';

export const integrations: ResourceDeclaration<Integration> = {
    // Its endpoint, organization, identity and secrets, as the API serves it.
    ...integrationCollection,
    paths: INTEGRATION_PATHS,
    fields: [
        { source: 'id', type: 'text', list: false, create: false, edit: 'readOnly' },
        // Its own pages check the name by the body's schema (IntegrationCreate, bodyRules).
        { source: 'name', type: 'text' },
        { source: 'type', type: 'text', edit: 'readOnly' },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'type'],
    icon: CableIcon,
    tile: {
        order: 1,
        labelKey: 'app.pages.integrations',
        descriptionKey: 'app.tiles.integrations',
        icon: CableIcon,
    },
    recordRepresentation: 'name',
    toPayload: integrationPayload,
    list: withRoute(() => import('./IntegrationList'), 'IntegrationList'),
    create: withRoute(() => import('./IntegrationCreate'), 'IntegrationCreate'),
    edit: withRoute(() => import('./IntegrationEdit'), 'IntegrationEdit'),
    api: integrationsApi,
};
