/** /dad/integrations: a search, name and type (as a label), a remove action per row and Add. */
import { DataTable, useTranslate } from 'react-admin';
import { addAction } from '../../src/crud/ListActions';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { integrationEditPath, INTEGRATION_PATHS } from './paths';
import { typeLabelKey } from './types';

export const IntegrationList = () => {
    const translate = useTranslate();
    return (
        <ListPage
            resource="integrations"
            sort={{ field: 'name', order: 'ASC' }}
            add={addAction(INTEGRATION_PATHS.add)}
            rowPath={integrationEditPath}
        >
            <LinkColumn source="name" />
            <DataTable.Col
                source="type"
                render={record => translate(typeLabelKey(record.type), { _: record.type })}
            />
        </ListPage>
    );
};
