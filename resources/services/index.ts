/**
 * Services of an organization: list, add (a two-step wizard), edit (the name) and activation
 * (a three-step wizard). Organization and system admins manage them (capability manageServices).
 */
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';
import { servicesApi } from './api';
import { serviceCollection } from './collection';
import { SERVICE_PATHS } from './paths';
import schemas from './schema.ts?json-schema';
import { servicePayload } from './servicePayload';
import type { Service } from './types';

export const services: ResourceDeclaration<Service> = {
    // Its endpoint, organization and identity, as the API serves it.
    ...serviceCollection,
    editCapability: 'manageServices',
    paths: { list: SERVICE_PATHS.list, add: SERVICE_PATHS.add, edit: SERVICE_PATHS.edit },
    // Its fields (id, name, type, activated), search and sort from its schemas; its pages are
    // its own (the data layer reads the fields: the body of a save, the sort).
    ...fieldsFromSchemas<Service>('services', schemas, serviceCollection),
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
