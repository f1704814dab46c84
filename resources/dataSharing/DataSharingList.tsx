/**
 * /dad/datasharing: a search, name, id, protocol, device type (vendor, device type and firmware
 * joined), target address and the deactivated flag; remove (admins) and Add (admins).
 */
import { DataTable, List } from 'react-admin';
import { addAction, ListActions } from '../../src/resource/ListActions';
import { ListEmpty } from '../../src/resource/ListEmpty';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { useSearchFilter } from '../../src/resource/useSearchFilter';
import { DeactivatedIcon } from './DeactivatedIcon';
import { dataSharingEditPath, dataSharingPaths } from './paths';

const ADD = addAction(dataSharingPaths.add);

export const DataSharingList = () => {
    const search = useSearchFilter();
    return (
        <List
            resource="dataSharing"
            actions={<ListActions actions={[ADD]} />}
            filters={[search]}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable
                rowClick={id => dataSharingEditPath(id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={ADD} />}
            >
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
};
