/** Device groups: multicast groups of devices. */
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { withRoute } from '../../src/loading/withRoute';
import { deviceGroupsApi } from './api';
import { deviceGroupCollection } from './collection';
import { deviceGroupApiFields } from './deviceGroupPayload';
import { deviceTypeLabel } from './deviceTypes';
import { deviceGroupPaths } from './paths';
import type { DeviceGroup } from './types';

/** A device group as the console holds it: with its device type's label (column, sort, search). */
export type LabelledDeviceGroup = DeviceGroup & { typeLabel: string };

// The wizard and the detail page load when they are opened.
const DeviceGroupCreate = withRoute(() => import('./form/DeviceGroupCreate'), 'DeviceGroupCreate');
const DeviceGroupEdit = withRoute(() => import('./form/DeviceGroupEdit'), 'DeviceGroupEdit');

export const deviceGroups: ResourceDeclaration<LabelledDeviceGroup, DeviceGroup> = {
    // Its endpoint, organization, identity and secrets, as the API serves it.
    ...deviceGroupCollection,
    paths: deviceGroupPaths,
    fields: [
        { source: 'name', type: 'text' },
        { source: 'typeLabel', type: 'text' },
        { source: 'integrationId', type: 'number' },
        { source: 'mapping', type: 'number' },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'typeLabel'],
    sortByName: { integrationId: 'integrations', mapping: 'services' },
    icon: GroupWorkIcon,
    tile: {
        order: 3,
        labelKey: 'app.pages.device_groups',
        descriptionKey: 'app.tiles.device_groups',
        icon: GroupWorkIcon,
    },
    recordRepresentation: 'name',
    fromApi: record => ({ ...record, typeLabel: deviceTypeLabel(record.details) }),
    toPayload: record => deviceGroupApiFields(record),
    list: withRoute(() => import('./DeviceGroupList'), 'DeviceGroupList'),
    create: DeviceGroupCreate,
    edit: DeviceGroupEdit,
    api: deviceGroupsApi,
};
