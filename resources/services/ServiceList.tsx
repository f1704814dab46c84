/**
 * /organization/services: name, type, an activated icon and a remove action per row; a row
 * opens the service. Edit Service Activation and Add Service above the list.
 */
import { DataTable, List, useTranslate } from 'react-admin';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { ActivationIcon } from '../devices/list/ActivationIcon';
import { serviceEditPath } from './paths';
import { ServiceListActions } from './ServiceListActions';
import { serviceTypeLabelKey, type Service } from './types';

export const ServiceList = () => {
    const translate = useTranslate();
    return (
        <List
            resource="services"
            actions={<ServiceListActions />}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={25}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable<Service> rowClick={id => serviceEditPath(id)} bulkActionButtons={false}>
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
