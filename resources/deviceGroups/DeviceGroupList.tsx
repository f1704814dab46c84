/**
 * /dad/deviceGroups: a search, name, type (vendor, device type and firmware joined), integration,
 * subscribed group, remove (admins) and Add (admins). Integration and service names come from
 * their cached collections (one request each, however many rows) and sort by name.
 */
import { DataTable, ReferenceField, TextField } from 'react-admin';
import { addAction } from '../../src/crud/ListActions';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { deviceGroupEditPath, deviceGroupPaths } from './paths';

export const DeviceGroupList = () => (
    <ListPage
        resource="deviceGroups"
        sort={{ field: 'name', order: 'ASC' }}
        add={addAction(deviceGroupPaths.add)}
        rowPath={deviceGroupEditPath}
    >
        <LinkColumn source="name" />
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
    </ListPage>
);
