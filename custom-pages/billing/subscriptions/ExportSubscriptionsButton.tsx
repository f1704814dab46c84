/**
 * Export (product specification section 2): the subscriptions as the list shows them (its sort;
 * the list is not paged), as "Subscriptions <date>.xlsx", written by the device export's SheetJS
 * writer (loaded on click).
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadWorkbook } from '../../../src/export';
import {
    SUBSCRIPTION_EXPORT_COLUMNS,
    subscriptionExportFileName,
    subscriptionExportRows,
    type SubscriptionRow,
} from './subscriptionRows';

export const ExportSubscriptionsButton = () => {
    const { data } = useListContext<SubscriptionRow>();
    const notify = useNotify();
    const rows = data ?? [];
    const exportRows = async () => {
        await downloadWorkbook(
            subscriptionExportFileName(),
            [...SUBSCRIPTION_EXPORT_COLUMNS],
            subscriptionExportRows(rows),
        );
        notify('resources.subscriptions.export_done', {
            type: 'success',
            messageArgs: { smart_count: rows.length },
        });
    };
    return (
        <Button label="resources.subscriptions.export" onClick={exportRows} disabled={!rows.length}>
            <DownloadIcon />
        </Button>
    );
};
