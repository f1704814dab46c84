/**
 * /dad/deviceGroups: name, type (vendor, device type and firmware joined), integration, subscribed
 * group, remove (admins) and Add (admins). Integration and service names come from their cached
 * collections (one request each, however many rows).
 */
import { DataTable, List, ReferenceField, TextField } from 'react-admin';
import { AddToolbar } from '../../src/resource/AddToolbar';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { deviceGroupEditPath, deviceGroupPaths } from './paths';

export const DeviceGroupList = () => (
    <List
        resource="deviceGroups"
        actions={<AddToolbar resource={'deviceGroups'} to={deviceGroupPaths.add} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        queryOptions={{ onError: () => undefined }}
    >
        <DataTable rowClick={id => deviceGroupEditPath(id)} bulkActionButtons={false}>
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
