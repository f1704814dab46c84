/** Device groups: multicast groups of devices. */
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const deviceGroups: ResourceDeclaration = {
    name: 'deviceGroups',
    endpoint: '/device-groups',
    paths: {
        list: '/dad/deviceGroups',
        add: '/dad/deviceGroups/add',
        edit: '/dad/deviceGroups/deviceGroup',
    },
    fields: [{ source: 'name', type: 'text' }],
    sort: { field: 'name', order: 'ASC' },
    icon: GroupWorkIcon,
    recordRepresentation: 'name',
};
