/**
 * A package's contract period, renewed automatically (product specification section 9), as the
 * billing back end gives it (`contractPeriodYears`); nothing when it gives none.
 */
import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props extends Pick<TypographyProps, 'sx' | 'color'> {
    years: number | undefined;
}

export const ContractPeriod = ({ years, ...props }: Props) => {
    const translate = useTranslate();
    if (typeof years !== 'number' || !Number.isInteger(years) || years < 1) return null;
    return (
        <Typography variant="body2" {...props}>
            {translate('store.package.contract_period', { smart_count: years })}
        </Typography>
    );
};
