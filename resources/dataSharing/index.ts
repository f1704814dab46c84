/** Data sharing: forwarding of device data to other systems. */
import ShareIcon from '@mui/icons-material/Share';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { withRoute } from '../../src/loading/withRoute';
import { deviceTypeLabel } from '../deviceGroups/deviceTypes';
import { dataSharingApi } from './api';
import { dataSharingCollection } from './collection';
import { dataSharingPaths } from './paths';
import { sharingPayload, type SharingFormValues } from './sharingPayload';
import type { DataSharing } from './types';

/** A sharing as the console holds it: with its device type's label (column, sort, search). */
export type LabelledSharing = DataSharing & { deviceTypeLabel: string };

// The wizard and the detail page (and with them the code editor) load when they are opened.
const DataSharingCreate = withRoute(() => import('./form/DataSharingCreate'), 'DataSharingCreate');
const DataSharingEdit = withRoute(() => import('./form/DataSharingEdit'), 'DataSharingEdit');

export const dataSharing: ResourceDeclaration<LabelledSharing, DataSharing> = {
    // Its endpoint, list, update path and secrets, as the API serves it.
    ...dataSharingCollection,
    paths: dataSharingPaths,
    fields: [
        { source: 'name', type: 'text' },
        { source: 'id', type: 'text' },
        { source: 'protocol', type: 'text' },
        { source: 'deviceTypeLabel', type: 'text' },
        { source: 'address', type: 'text' },
        { source: 'error', type: 'boolean' },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'protocol', 'deviceTypeLabel', 'address'],
    icon: ShareIcon,
    tile: {
        order: 4,
        labelKey: 'app.pages.data_sharings',
        descriptionKey: 'app.tiles.data_sharings',
        icon: ShareIcon,
    },
    recordRepresentation: 'name',
    fromApi: record => ({
        ...record,
        deviceTypeLabel: deviceTypeLabel(record.deviceDetails),
    }),
    toPayload: record => sharingPayload(record as SharingFormValues),
    list: withRoute(() => import('./DataSharingList'), 'DataSharingList'),
    create: DataSharingCreate,
    edit: DataSharingEdit,
    api: dataSharingApi,
};
