/**
 * Export (product specification section 2): the subscriptions as the list shows them (its sort;
 * the list is not paged) through the list export menu (CSV or Excel), as
 * "Subscriptions <date>.csv/.xlsx".
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { ListExportMenu } from '../../../src/export/ListExportMenu';
import {
    subscriptionExportColumns,
    subscriptionExportFileName,
    type SubscriptionRow,
} from './subscriptionRows';

export const ExportSubscriptionsButton = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return (
        <ListExportMenu<SubscriptionRow>
            label="resources.subscriptions.export"
            doneKey="resources.subscriptions.export_done"
            columns={() => subscriptionExportColumns({ translate, locale })}
            fileName={() => subscriptionExportFileName()}
        />
    );
};
