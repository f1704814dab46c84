/** /alarming/responsibles: a search, name and email, a remove action per row and an Add button. */
import { DataTable } from 'react-admin';
import { addAction } from '../../src/crud/ListActions';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { RESPONSIBLE_PATHS, responsibleEditPath } from './paths';

export const ResponsibleList = () => (
    <ListPage
        resource="responsibles"
        sort={{ field: 'name', order: 'ASC' }}
        add={addAction(RESPONSIBLE_PATHS.add)}
        rowPath={responsibleEditPath}
    >
        <LinkColumn source="name" />
        <DataTable.Col source="email" />
    </ListPage>
);
