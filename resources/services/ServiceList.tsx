/**
 * /organization/services: a search, name, type, an activated icon and a remove action per row; a
 * row opens the service. Edit Service Activation and Add Service above the list.
 */
import { DataTable, useTranslate } from 'react-admin';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { ActivationIcon } from '../devices/list/ActivationIcon';
import { serviceEditPath } from './paths';
import { ADD_SERVICE, SERVICE_ACTIONS } from './serviceActions';
import { serviceTypeLabelKey } from './types';

export const ServiceList = () => {
    const translate = useTranslate();
    return (
        <ListPage
            resource="services"
            sort={{ field: 'name', order: 'ASC' }}
            actions={SERVICE_ACTIONS}
            add={ADD_SERVICE}
            rowPath={serviceEditPath}
        >
            <LinkColumn source="name" />
            <DataTable.Col
                source="type"
                render={record => translate(serviceTypeLabelKey(record.type), { _: record.type })}
            />
            <DataTable.Col
                source="isEnabled"
                render={record => <ActivationIcon enabled={!!record.isEnabled} />}
            />
        </ListPage>
    );
};
