/** The Pricing row (section 2): a service's packages, 4 per row, by package id descending. */
import { Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { packagesOfService, planVariantOf } from './packages';
import { useAccess } from '../../../src/auth/useAccess';
import type { BillingPackage, ServiceStoreEntry } from '../state/types';
import { BookingDialog } from './BookingDialog';
import { PackageCard } from './PackageCard';
import { ThankYouDialog } from './ThankYouDialog';

interface Props {
    serviceId: string;
    entry: ServiceStoreEntry;
    packages: BillingPackage[];
}

interface Booking {
    item: BillingPackage;
    title: string;
    recurringFee: number;
}

export const PricingRow = ({ serviceId, entry, packages }: Props) => {
    const translate = useTranslate();
    const { can } = useAccess();
    const [booking, setBooking] = useState<Booking | null>(null);
    const [booked, setBooked] = useState(false);
    const items = packagesOfService(packages, serviceId);
    return (
        <>
            <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
                {translate('store.pricing')}
            </Typography>
            <Grid
                container
                spacing={2}
                component="ul"
                aria-label={translate('store.packages_label', { name: entry.pageTitle })}
                sx={{ listStyle: 'none', p: 0, mt: 1 }}
            >
                {items.map(item => {
                    const variant = planVariantOf(entry, item);
                    return (
                        <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
                            <PackageCard
                                item={item}
                                variant={variant}
                                mayBook={can('editItems')}
                                onBook={title =>
                                    setBooking({
                                        item,
                                        title,
                                        recurringFee: variant?.fields.pricing?.recurringFee ?? 0,
                                    })
                                }
                            />
                        </Grid>
                    );
                })}
            </Grid>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {translate('store.price_note')}
            </Typography>
            {booking && !booked && (
                <BookingDialog
                    {...booking}
                    onClose={() => setBooking(null)}
                    onBooked={() => setBooked(true)}
                />
            )}
            {booked && <ThankYouDialog />}
        </>
    );
};
