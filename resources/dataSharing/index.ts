/** Data sharing: forwarding of device data to other systems. */
import ShareIcon from '@mui/icons-material/Share';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const dataSharing: ResourceDeclaration = {
    name: 'dataSharing',
    endpoint: '/sharing',
    listResultKey: 'result',
    updatePath: () => '/sharing',
    paths: {
        list: '/dad/datasharing',
        add: '/dad/datasharing/add',
        edit: '/dad/datasharing/sharing',
    },
    fields: [{ source: 'name', type: 'text' }],
    sort: { field: 'name', order: 'ASC' },
    icon: ShareIcon,
    recordRepresentation: 'name',
};
