/**
 * Billing, one feature: the licences landing (behind the billing sign-in), the booked
 * subscriptions, the service store with its booking and account dialogs, and the billing calls.
 * The core keeps only the billing token (src/api/transport/billingToken.ts) for the header of its calls.
 */
import StorefrontIcon from '@mui/icons-material/Storefront';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { landingRoute } from '../../src/routing/landingRoute';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';
import { withRoute } from '../../src/loading/withRoute';
import { billingApi } from './state/billingApi';

/** The licence tiles need a valid billing token; without one the billing sign-in shows. */
const BillingGate = withRoute(() => import('./BillingGate'), 'BillingGate');

export const billing: FlowDeclaration = {
    name: 'billing',
    routes: [
        landingRoute({
            path: '/licences',
            access: 'organizationMembers',
            labelKey: 'app.pages.licences',
            gate: BillingGate,
        }),
        {
            ...pageRoute(
                '/licences/booked',
                'organizationMembers',
                'resources.subscriptions.name',
                withRoute(() => import('./subscriptions/SubscriptionList'), 'SubscriptionList'),
            ),
            tile: {
                order: 1,
                labelKey: 'app.pages.subscriptions',
                descriptionKey: 'app.tiles.subscriptions',
                icon: SubscriptionsIcon,
            },
        },
        {
            ...pageRoute(
                '/licences/purchase',
                'organizationMembers',
                'store.title',
                withRoute(() => import('./store/StorePage'), 'StorePage'),
            ),
            tile: {
                order: 2,
                labelKey: 'app.pages.store',
                descriptionKey: 'app.tiles.store',
                icon: StorefrontIcon,
            },
        },
        pageRoute(
            '/licences/purchase/services',
            'organizationMembers',
            'store.service_title',
            withRoute(() => import('./store/ServicePage'), 'ServicePage'),
        ),
    ],
    api: billingApi,
};
