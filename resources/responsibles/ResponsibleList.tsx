/** /alarming/responsibles: name and email, a remove action per row and an Add button. */
import { DataTable, List } from 'react-admin';
import { AddToolbar } from '../../src/resource/AddToolbar';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { RESPONSIBLE_PATHS, responsibleEditPath } from './paths';
import type { Responsible } from './types';

export const ResponsibleList = () => (
    <List
        resource="responsibles"
        actions={<AddToolbar resource="responsibles" to={RESPONSIBLE_PATHS.add} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        queryOptions={{ onError: () => undefined }}
    >
        <DataTable<Responsible> rowClick={id => responsibleEditPath(id)} bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
            <DataTable.Col label="app.action.actions" align="right" disableSort>
                <RemoveButton />
            </DataTable.Col>
        </DataTable>
    </List>
);
