/**
 * One smart service of the store as an item of the grid: its icon, title and first highlights,
 * linking to its page ("Open <title>", the link being the title: src/ui/cardLink.ts). A service
 * the content service does not know is left out (logged).
 */
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { cardLinkSx, linkCardSx } from '../../../src/ui/cardLink';
import { ContentIcon } from './ContentIcon';
import { useServiceStoreEntry } from './useContent';

/** How many highlights a card shows. */
export const CARD_HIGHLIGHTS = 3;

/** 3 per row, 1 on narrow screens (section 9). */
const Item = ({ children }: { children: ReactNode }) => (
    <Grid size={{ xs: 12, md: 4 }} component="li">
        {children}
    </Grid>
);

export const ServiceCard = ({ serviceId, to }: { serviceId: string; to: string }) => {
    const translate = useTranslate();
    const { data: entry, isPending, isError } = useServiceStoreEntry(serviceId);
    if (isError) return null;
    if (isPending || !entry) {
        return (
            <Item>
                <Skeleton variant="rounded" height={180} aria-hidden />
            </Item>
        );
    }
    const title = entry.pageTitle || serviceId;
    return (
        <Item>
            <Card variant="outlined" sx={{ height: '100%', ...linkCardSx }}>
                <CardContent sx={{ width: '100%' }}>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
                        <ContentIcon src={entry.icon} size={48} />
                        <Box
                            component={Link}
                            to={to}
                            aria-label={translate('store.open_service', { name: title })}
                            sx={cardLinkSx}
                        >
                            <Typography variant="h6" component="h2">
                                {title}
                            </Typography>
                        </Box>
                    </Box>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                        {(entry.highlights ?? []).slice(0, CARD_HIGHLIGHTS).map(highlight => (
                            <Typography
                                component="li"
                                variant="body2"
                                color="text.secondary"
                                key={highlight}
                            >
                                {highlight}
                            </Typography>
                        ))}
                    </Box>
                </CardContent>
            </Card>
        </Item>
    );
};
