/**
 * The organization's subscriptions (booked licence packages) at /licences/booked. The list is
 * custom: it reads the billing state (useSubscriptions, with the billing token), names rows
 * from the service store and cancels per row. The billing calls join the dataProvider here.
 */
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { billingApi } from '../../src/billing/billingApi';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { lazyPage } from '../../src/resource/lazyPage';

export const subscriptions: ResourceDeclaration = {
    name: 'subscriptions',
    endpoint: '/billing/subscriptions',
    paths: { list: '/licences/booked' },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'quantity', type: 'number' },
        { source: 'bookedPackageId', type: 'number' },
        { source: 'internalOrderId', type: 'text' },
        { source: 'startDate', type: 'text' },
        { source: 'endDate', type: 'text' },
    ],
    sort: { field: 'startDate', order: 'DESC' },
    icon: SubscriptionsIcon,
    recordRepresentation: 'name',
    list: lazyPage(() => import('../../custom-pages/billing/SubscriptionList'), 'SubscriptionList'),
    api: billingApi,
};
