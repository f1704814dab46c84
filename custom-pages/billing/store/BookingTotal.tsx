/** The live total of the booking dialog: quantity × price per unit, in euro (section 9). */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatEuro, totalPrice } from './pricing';

export const BookingTotal = ({ recurringFee }: { recurringFee: number }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const quantity = Number(useWatch({ name: 'quantity' }) ?? 0);
    const total = totalPrice(
        Number.isFinite(quantity) && quantity > 0 ? quantity : 0,
        recurringFee,
    );
    return (
        <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('store.booking.unit_price', { price: formatEuro(recurringFee, locale) })}
            </Typography>
            <Typography variant="h6" component="p" role="status">
                {translate('store.booking.total', { total: formatEuro(total, locale) })}
            </Typography>
        </>
    );
};
