/** The local contract partner of a billing country (section 3), as an address block. */
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { contractPartnerFor, countryName } from './contractPartners';

export const ContractPartnerInfo = ({ country }: { country: string | undefined }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const headingId = useId();
    const partner = contractPartnerFor(country);
    return (
        <Box component="section" aria-labelledby={headingId}>
            <Typography variant="subtitle2" component="h2" id={headingId}>
                {translate('store.partner.title')}
            </Typography>
            <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
                {partner.name}
                <br />
                {partner.street} {partner.houseNumber}
                <br />
                {partner.zip} {partner.city}
                <br />
                {countryName(partner.country, locale)}
            </Typography>
        </Box>
    );
};
