/**
 * /organization/services: a search, name, type, an activated icon and a remove action per row; a
 * row opens the service. Edit Service Activation and Add Service above the list.
 */
import { DataTable, List, useTranslate } from 'react-admin';
import { ListActions } from '../../src/resource/ListActions';
import { ListEmpty } from '../../src/resource/ListEmpty';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { useSearchFilter } from '../../src/resource/useSearchFilter';
import { ActivationIcon } from '../devices/list/ActivationIcon';
import { serviceEditPath } from './paths';
import { ADD_SERVICE, SERVICE_ACTIONS } from './serviceActions';
import { serviceTypeLabelKey, type Service } from './types';

export const ServiceList = () => {
    const translate = useTranslate();
    const search = useSearchFilter();
    return (
        <List
            resource="services"
            actions={<ListActions actions={SERVICE_ACTIONS} />}
            filters={[search]}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable<Service>
                rowClick={id => serviceEditPath(id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={ADD_SERVICE} />}
            >
                <DataTable.Col source="name" />
                <DataTable.Col
                    source="type"
                    render={record =>
                        translate(serviceTypeLabelKey(record.type), { _: record.type })
                    }
                />
                <DataTable.Col
                    source="isEnabled"
                    render={record => <ActivationIcon enabled={!!record.isEnabled} />}
                />
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};
