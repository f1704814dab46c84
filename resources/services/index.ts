/**
 * Services of an organization: list, add (a two-step wizard), edit (the name) and activation
 * (a three-step wizard). Organization and system admins manage them (capability manageServices).
 */
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';
import { nameRule } from '../../src/validation/rules';
import { servicesApi } from './api';
import { serviceCollection } from './collection';
import { SERVICE_PATHS } from './paths';
import { servicePayload } from './servicePayload';
import type { Service } from './types';

export const services: ResourceDeclaration<Service> = {
    // Its endpoint, organization and identity, as the API serves it.
    ...serviceCollection,
    editCapability: 'manageServices',
    paths: { list: SERVICE_PATHS.list, add: SERVICE_PATHS.add, edit: SERVICE_PATHS.edit },
    fields: [
        { source: 'id', type: 'text', list: false, create: false, edit: 'readOnly' },
        { source: 'name', type: 'text', validate: nameRule },
        { source: 'type', type: 'text', edit: 'readOnly' },
        { source: 'isEnabled', type: 'boolean', create: false, edit: 'readOnly' },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name'],
    icon: MiscellaneousServicesIcon,
    tile: {
        order: 1,
        labelKey: 'app.pages.services',
        descriptionKey: 'app.tiles.services',
        icon: MiscellaneousServicesIcon,
    },
    recordRepresentation: 'name',
    toPayload: servicePayload,
    list: withRoute(() => import('./ServiceList'), 'ServiceList'),
    create: withRoute(() => import('./form/ServiceCreate'), 'ServiceCreate'),
    edit: withRoute(() => import('./form/ServiceEdit'), 'ServiceEdit'),
    routes: [
        pageRoute(
            SERVICE_PATHS.activation,
            'organizationAdmins',
            'resources.services.activation.title',
            withRoute(
                () => import('./activation/ServiceActivationWizard'),
                'ServiceActivationWizard',
            ),
        ),
    ],
    api: servicesApi,
};
