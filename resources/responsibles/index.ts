/** Alarm responsibles with their service-time plans. (Being built.) */
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const responsibles: ResourceDeclaration = {
    name: 'responsibles',
    endpoint: '/alarming/responsibles',
    organizationScoped: false,
    updateMethod: 'PUT',
    paths: { list: '/alarming/responsibles' },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'email', type: 'text' },
    ],
    sort: { field: 'name', order: 'ASC' },
    icon: SupervisorAccountIcon,
    recordRepresentation: 'name',
};
