/** /alarming/responsibles: a search, name and email, a remove action per row and an Add button. */
import { DataTable, List } from 'react-admin';
import { addAction, ListActions } from '../../src/resource/ListActions';
import { ListEmpty } from '../../src/resource/ListEmpty';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { useSearchFilter } from '../../src/resource/useSearchFilter';
import { RESPONSIBLE_PATHS, responsibleEditPath } from './paths';
import type { Responsible } from './types';

const ADD = addAction(RESPONSIBLE_PATHS.add);

export const ResponsibleList = () => {
    const search = useSearchFilter();
    return (
        <List
            resource="responsibles"
            actions={<ListActions actions={[ADD]} />}
            filters={[search]}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable<Responsible>
                rowClick={id => responsibleEditPath(id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={ADD} />}
            >
                <DataTable.Col source="name" />
                <DataTable.Col source="email" />
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};
