/** /dad/integrations: name and type (as a label), a remove action per row and an Add button. */
import { DataTable, List, useTranslate } from 'react-admin';
import { AddToolbar } from '../../src/resource/AddToolbar';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { integrationEditPath, INTEGRATION_PATHS } from './paths';
import { typeLabelKey, type Integration } from './types';

export const IntegrationList = () => {
    const translate = useTranslate();
    return (
        <List
            resource="integrations"
            actions={<AddToolbar resource={'integrations'} to={INTEGRATION_PATHS.add} />}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable<Integration>
                rowClick={id => integrationEditPath(id)}
                bulkActionButtons={false}
            >
                <DataTable.Col source="name" />
                <DataTable.Col
                    source="type"
                    render={record => translate(typeLabelKey(record.type), { _: record.type })}
                />
                <DataTable.Col label="app.action.actions" align="right">
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};
