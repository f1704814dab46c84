/** /dad/integrations: name and type (as a label), a remove action per row and an Add button. */
import { DataTable, List, useTranslate } from 'react-admin';
import { addAction, ListActions } from '../../src/resource/ListActions';
import { ListEmpty } from '../../src/resource/ListEmpty';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { useSearchFilter } from '../../src/resource/useSearchFilter';
import { integrationEditPath, INTEGRATION_PATHS } from './paths';
import { typeLabelKey, type Integration } from './types';

const ADD = addAction(INTEGRATION_PATHS.add);

export const IntegrationList = () => {
    const translate = useTranslate();
    const search = useSearchFilter();
    return (
        <List
            resource="integrations"
            actions={<ListActions actions={[ADD]} />}
            filters={[search]}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable<Integration>
                rowClick={id => integrationEditPath(id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={ADD} />}
            >
                <DataTable.Col source="name" />
                <DataTable.Col
                    source="type"
                    render={record => translate(typeLabelKey(record.type), { _: record.type })}
                />
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};
