/**
 * /licences/booked (product specification section 2): the organization's subscriptions with
 * name, quantity, package id, internal reference, start and end date, and a cancel action per
 * row; exportable. Needs a valid billing token (else the billing sign-in shows). The rows are
 * the billing state (useSubscriptions, usePackages) named from the service store; the list is
 * sorted in the browser and not paged (an organization has few subscriptions).
 */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useMemo } from 'react';
import {
    DataTable,
    ListContextProvider,
    ResourceContextProvider,
    TopToolbar,
    useList,
    useLocaleState,
} from 'react-admin';
import { LIST_PAGE_SIZE } from '../../../src/api/transport/headers';
import { useAccess } from '../../../src/auth/useAccess';
import type { ListAction } from '../../../src/crud/ListActions';
import { ListEmpty } from '../../../src/crud/ListEmpty';
import { useServiceStoreEntries } from '../store/useServiceStoreEntries';
import { usePackages } from '../state/usePackages';
import { useSubscriptions } from '../state/useSubscriptions';
import { PageHeading } from '../../../src/ui/PageHeading';
import { billingDateFormat, subscriptionRows, type SubscriptionRow } from './subscriptionRows';
import { BillingGate } from '../BillingGate';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { ExportSubscriptionsButton } from './ExportSubscriptionsButton';
import { SECONDARY_COLUMN } from '../../../src/layout/tabletColumns';

/** An organization without subscriptions books its first in the service store. */
const OPEN_STORE: ListAction = {
    to: '/licences/purchase',
    labelKey: 'app.pages.store',
    icon: <StorefrontIcon />,
};

const SORT = { field: 'startDate', order: 'DESC' as const };
const NO_WRAP = { whiteSpace: 'nowrap' };

const SubscriptionTable = () => {
    const [locale] = useLocaleState();
    const formatDate = useMemo(() => billingDateFormat(locale), [locale]);
    const mayCancel = useAccess().can('editItems');
    const { subscriptions, isPending } = useSubscriptions();
    const { packages, isPending: packagesPending } = usePackages();
    const serviceIds = useMemo(
        () => [
            ...packages.map(pack => pack.smartServiceId),
            ...subscriptions.map(subscription => subscription.smartServiceId),
        ],
        [packages, subscriptions],
    );
    const { entries, isPending: entriesPending } = useServiceStoreEntries(serviceIds);
    const rows = useMemo(
        () => subscriptionRows(subscriptions, packages, entries),
        [subscriptions, packages, entries],
    );
    const listContext = useList<SubscriptionRow>({
        data: rows,
        isPending: isPending || packagesPending || entriesPending,
        sort: SORT,
        perPage: LIST_PAGE_SIZE,
        resource: 'subscriptions',
    });
    return (
        <ListContextProvider value={listContext}>
            <TopToolbar>
                <ExportSubscriptionsButton />
            </TopToolbar>
            <DataTable<SubscriptionRow>
                rowClick={false}
                bulkActionButtons={false}
                empty={<ListEmpty action={OPEN_STORE} />}
            >
                <DataTable.Col source="name" />
                <DataTable.NumberCol source="quantity" />
                <DataTable.Col source="bookedPackageId" className={SECONDARY_COLUMN} />
                <DataTable.Col source="internalOrderId" className={SECONDARY_COLUMN} />
                <DataTable.Col<SubscriptionRow>
                    source="startDate"
                    sx={NO_WRAP}
                    render={row => formatDate(row.startDate)}
                />
                <DataTable.Col<SubscriptionRow>
                    source="endDate"
                    sx={NO_WRAP}
                    render={row => formatDate(row.endDate)}
                />
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <CancelSubscriptionButton mayCancel={mayCancel} />
                </DataTable.Col>
            </DataTable>
        </ListContextProvider>
    );
};

export const SubscriptionList = () => (
    <ResourceContextProvider value="subscriptions">
        <PageHeading titleKey="app.pages.subscriptions" />
        <BillingGate>
            <SubscriptionTable />
        </BillingGate>
    </ResourceContextProvider>
);
