/**
 * /dad/datasharing: name, id, protocol, device type (vendor, device type and firmware joined),
 * target address and the deactivated flag; remove (admins) and Add (admins).
 */
import { DataTable, List } from 'react-admin';
import { AddToolbar } from '../../src/resource/AddToolbar';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { DeactivatedIcon } from './DeactivatedIcon';
import { dataSharingEditPath, dataSharingPaths } from './paths';

export const DataSharingList = () => (
    <List
        resource="dataSharing"
        actions={<AddToolbar resource={'dataSharing'} to={dataSharingPaths.add} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        queryOptions={{ onError: () => undefined }}
    >
        <DataTable rowClick={id => dataSharingEditPath(id)} bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="id" />
            <DataTable.Col source="protocol" />
            <DataTable.Col source="deviceTypeLabel" />
            <DataTable.Col source="address" />
            <DataTable.Col source="error">
                <DeactivatedIcon />
            </DataTable.Col>
            <DataTable.Col label="app.action.actions" align="right" disableSort>
                <RemoveButton />
            </DataTable.Col>
        </DataTable>
    </List>
);
