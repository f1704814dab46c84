/**
 * /dad/datasharing: a search, name, id, protocol, device type (vendor, device type and firmware
 * joined), target address and the deactivated flag; remove (admins) and Add (admins).
 */
import { DataTable } from 'react-admin';
import { addAction } from '../../src/crud/ListActions';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { LongText } from '../../src/ui/LongText';
import { DeactivatedIcon } from './DeactivatedIcon';
import { dataSharingEditPath, dataSharingPaths } from './paths';
import type { DataSharing } from './types';
import { SECONDARY_COLUMN } from '../../src/layout/tabletColumns';

export const DataSharingList = () => (
    <ListPage
        resource="dataSharing"
        sort={{ field: 'name', order: 'ASC' }}
        add={addAction(dataSharingPaths.add)}
        rowPath={dataSharingEditPath}
    >
        <LinkColumn source="name" />
        <DataTable.Col source="id" className={SECONDARY_COLUMN} />
        <DataTable.Col source="protocol" />
        <DataTable.Col source="deviceTypeLabel" className={SECONDARY_COLUMN} />
        <DataTable.Col<DataSharing>
            source="address"
            render={sharing => <LongText value={sharing.address} />}
        />
        <DataTable.Col source="error">
            <DeactivatedIcon />
        </DataTable.Col>
    </ListPage>
);
