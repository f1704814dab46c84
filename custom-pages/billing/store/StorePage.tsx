/**
 * /licences/purchase (section 2): a card for each smart service that has packages, 3 per row
 * (1 on narrow screens), each opening {current path}/services?id={serviceId}. Needs a valid
 * billing token.
 */
import { Alert, Grid, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { storeServiceIds } from './packages';
import { usePackages } from '../state/usePackages';
import { PageHeading } from '../../../src/ui/PageHeading';
import { RequireBillingToken } from './RequireBillingToken';
import { ServiceCard } from './ServiceCard';

const StoreGrid = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const { packages, isPending } = usePackages();
    if (isPending) return <Loading />;
    const serviceIds = storeServiceIds(packages);
    if (!serviceIds.length) {
        return <Typography sx={{ mt: 2 }}>{translate('store.no_services')}</Typography>;
    }
    const base = pathname.replace(/\/+$/, '');
    return (
        <Grid
            container
            spacing={2}
            component="ul"
            aria-label={translate('store.grid_label')}
            sx={{ listStyle: 'none', p: 0, mt: 2 }}
        >
            {serviceIds.map(serviceId => (
                <ServiceCard
                    key={serviceId}
                    serviceId={serviceId}
                    to={`${base}/services?id=${encodeURIComponent(serviceId)}`}
                />
            ))}
        </Grid>
    );
};

export const StorePage = () => {
    const translate = useTranslate();
    return (
        <RequireBillingToken>
            <PageHeading titleKey="store.title" />
            <Alert severity="info" sx={{ mt: 2 }}>
                {translate('store.country_note')}
            </Alert>
            <StoreGrid />
        </RequireBillingToken>
    );
};
