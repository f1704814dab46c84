/**
 * /dad/deviceGroups: name, type (vendor, device type and firmware joined), integration, subscribed
 * group, remove (admins) and Add (admins). Integration and service names come from their cached
 * collections (one request each, however many rows).
 */
import { DataTable, List, ReferenceField, TextField } from 'react-admin';
import { addAction, ListActions } from '../../src/resource/ListActions';
import { ListEmpty } from '../../src/resource/ListEmpty';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { useSearchFilter } from '../../src/resource/useSearchFilter';
import { deviceGroupEditPath, deviceGroupPaths } from './paths';

const ADD = addAction(deviceGroupPaths.add);

export const DeviceGroupList = () => {
    const search = useSearchFilter();
    return (
        <List
            resource="deviceGroups"
            actions={<ListActions actions={[ADD]} />}
            filters={[search]}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable
                rowClick={id => deviceGroupEditPath(id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={ADD} />}
            >
                <DataTable.Col source="name" />
                <DataTable.Col source="typeLabel" />
                <DataTable.Col source="integrationId">
                    <ReferenceField source="integrationId" reference="integrations" link={false}>
                        <TextField source="name" />
                    </ReferenceField>
                </DataTable.Col>
                <DataTable.Col source="mapping">
                    <ReferenceField source="mapping" reference="services" link={false}>
                        <TextField source="name" />
                    </ReferenceField>
                </DataTable.Col>
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};
