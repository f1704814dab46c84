/**
 * Services of an organization. Only the list is declared so far (devices name their service);
 * adding, editing and activation come with the organization issue.
 */
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const services: ResourceDeclaration = {
    name: 'services',
    endpoint: '/services',
    paths: { list: '/organization/services' },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'type', type: 'text' },
        { source: 'isEnabled', type: 'boolean' },
    ],
    sort: { field: 'name', order: 'ASC' },
    icon: MiscellaneousServicesIcon,
    recordRepresentation: 'name',
};
