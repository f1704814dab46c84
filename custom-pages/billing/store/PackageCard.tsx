/**
 * One package of a service's Pricing row (section 2): the pricing card's title, subtitle and
 * features, the plan variant's description part, specifications and price, the contract period
 * (section 9), the booked quantity and the Book action.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import {
    Box,
    Button,
    Card,
    CardActions,
    CardContent,
    Chip,
    Divider,
    Typography,
} from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { descriptionPart } from './packages';
import { formatEuro } from './pricing';
import { capabilityReasonKey } from '../../../src/auth/useCapability';
import type { BillingPackage, PlanVariant } from '../state/types';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { ContractPeriod } from './ContractPeriod';
import { usePricingCard } from './useContent';

interface Props {
    item: BillingPackage;
    variant: PlanVariant | undefined;
    mayBook: boolean;
    onBook: (title: string) => void;
}

const TextList = ({ items }: { items: string[] }) =>
    items.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {items.map(text => (
                <Typography component="li" variant="body2" key={text}>
                    {text}
                </Typography>
            ))}
        </Box>
    ) : null;

/** The name of a package: the pricing card's title, the plan variant's name, or its SAP number. */
export const packageTitle = (
    item: BillingPackage,
    variant: PlanVariant | undefined,
    cardTitle: string | undefined,
) => cardTitle || variant?.fields.planVariantName || variant?.fields.name || item.sapNumber;

export const PackageCard = ({ item, variant, mayBook, onBook }: Props) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const headingId = useId();
    const { data: card } = usePricingCard(item.sapNumber);
    const title = packageTitle(item, variant, card?.title);
    const fee = variant?.fields.pricing?.recurringFee;
    const specifications = variant?.fields.specifications ?? item.specifications ?? [];
    return (
        <Card
            component="article"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: card?.highlighted ? 'primary.main' : undefined,
            }}
        >
            <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
                <Typography variant="h6" component="h3" id={headingId}>
                    {title}
                </Typography>
                {card?.subtitle && (
                    <Typography variant="body2" color="text.secondary">
                        {card.subtitle}
                    </Typography>
                )}
                {typeof fee === 'number' && (
                    <Box>
                        <Typography variant="h5" component="p">
                            {formatEuro(fee, locale)}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                            {translate('store.package.per_year')}
                        </Typography>
                    </Box>
                )}
                <ContractPeriod years={item.contractPeriodYears} sx={{ fontWeight: 500 }} />
                <Typography variant="body2">
                    {descriptionPart(variant?.fields.description)}
                </Typography>
                <TextList items={specifications} />
                {!!card?.features?.length && <Divider />}
                <TextList items={card?.features ?? []} />
                <Box>
                    <Chip
                        size="small"
                        label={translate('store.package.booked', {
                            quantity: item.bookedQuantity ?? 0,
                        })}
                    />
                </Box>
            </CardContent>
            <CardActions>
                <DisabledReason
                    reason={mayBook ? undefined : translate(capabilityReasonKey('editItems'))}
                >
                    <Button
                        variant="contained"
                        startIcon={<ShoppingCartIcon />}
                        onClick={() => onBook(title)}
                        disabled={!mayBook || typeof fee !== 'number'}
                        aria-label={translate('store.package.book_label', { name: title })}
                    >
                        {translate('store.package.book')}
                    </Button>
                </DisabledReason>
            </CardActions>
        </Card>
    );
};
