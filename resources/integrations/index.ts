/** Integrations: connections to IoT network providers. */
import CableIcon from '@mui/icons-material/Cable';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const integrations: ResourceDeclaration = {
    name: 'integrations',
    endpoint: '/integrations',
    paths: {
        list: '/dad/integrations',
        add: '/dad/integrations/add',
        edit: '/dad/integrations/integration',
    },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'type', type: 'text', edit: 'readOnly' },
    ],
    sort: { field: 'name', order: 'ASC' },
    icon: CableIcon,
    recordRepresentation: 'name',
};
