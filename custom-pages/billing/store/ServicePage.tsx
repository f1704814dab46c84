/**
 * /licences/purchase/services?id={smart service id} (section 2): the service's icon, title,
 * description and highlights, the billing account with its contract partner, and the Pricing
 * row of its packages with booking.
 */
import { Box, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePackages } from '../state/usePackages';
import { AccountPanel } from './AccountPanel';
import { ContentIcon } from './ContentIcon';
import { PricingRow } from './PricingRow';
import { RequireBillingToken } from './RequireBillingToken';
import { useServiceStoreEntry } from './useContent';

const ServiceDetails = () => {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const serviceId = params.get('id');
    const { packages, isPending: packagesPending } = usePackages();
    const { data: entry, isPending, isError } = useServiceStoreEntry(serviceId);
    if (!serviceId || isError) {
        return (
            <>
                <Title title="store.service_title" />
                <Typography sx={{ mt: 2 }}>{translate('store.not_found')}</Typography>
            </>
        );
    }
    if (isPending || packagesPending || !entry) return <Loading />;
    return (
        <>
            <Title title={<span>{entry.pageTitle}</span>} />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
                <ContentIcon src={entry.icon} size={64} />
                <Typography variant="h5" component="h1">
                    {entry.pageTitle}
                </Typography>
            </Box>
            {entry.serviceDescription && (
                <Typography sx={{ mt: 2, whiteSpace: 'pre-line', maxWidth: '80ch' }}>
                    {entry.serviceDescription}
                </Typography>
            )}
            {!!entry.highlights?.length && (
                <Box component="ul" sx={{ mt: 1, mb: 2, pl: 2.5 }}>
                    {entry.highlights.map(highlight => (
                        <Typography component="li" key={highlight}>
                            {highlight}
                        </Typography>
                    ))}
                </Box>
            )}
            <AccountPanel />
            <PricingRow serviceId={serviceId} entry={entry} packages={packages} />
        </>
    );
};

export const ServicePage = () => (
    <RequireBillingToken>
        <ServiceDetails />
    </RequireBillingToken>
);
