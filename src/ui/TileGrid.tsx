/**
 * A grid of tiles, each one link with an icon, a title and an optional description. The link's
 * name is the title (cardLink.ts); the description describes it.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { cardLinkSx, linkCardSx } from './cardLink';

export interface Tile {
    /** Route inside the console, or an address outside it (see external). */
    to: string;
    labelKey: string;
    descriptionKey?: string;
    icon: ComponentType<{ fontSize?: 'large' }>;
    /** A page outside the console; newTab opens it in a new tab. */
    external?: boolean;
    newTab?: boolean;
    /**
     * Figures under the description, with links of their own: they sit above the card's
     * stretched link, so they can be clicked and reached by keyboard on their own.
     */
    summary?: ComponentType;
}

const TileCard = ({ tile }: { tile: Tile }) => {
    const translate = useTranslate();
    const descriptionId = useId();
    const Icon = tile.icon;
    const Summary = tile.summary;
    const linkProps = tile.external
        ? {
              component: 'a' as const,
              href: tile.to,
              ...(tile.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
          }
        : { component: Link, to: tile.to };
    // A resource's name ("Gateway |||| Gateways") titles its tile in the plural.
    const label = translate(tile.labelKey, { smart_count: 2 });
    return (
        <Card variant="outlined" sx={{ height: '100%', ...linkCardSx }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 3 }}>
                {/* The primary colour's text shade (secondary) in both themes. */}
                <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden>
                    <Icon fontSize="large" />
                </Box>
                <Box>
                    <Box
                        {...linkProps}
                        aria-label={
                            tile.newTab ? `${label} (${translate('app.home.new_tab')})` : undefined
                        }
                        aria-describedby={tile.descriptionKey ? descriptionId : undefined}
                        sx={cardLinkSx}
                    >
                        <Typography variant="h6" component="h2">
                            {label}
                        </Typography>
                    </Box>
                    {tile.descriptionKey && (
                        <Typography variant="body2" color="text.secondary" id={descriptionId}>
                            {translate(tile.descriptionKey)}
                        </Typography>
                    )}
                    {Summary && (
                        <Box sx={{ position: 'relative', zIndex: 1, mt: 1 }}>
                            <Summary />
                        </Box>
                    )}
                </Box>
            </CardContent>
        </Card>
    );
};

export const TileGrid = ({ tiles }: { tiles: Tile[] }) => (
    <Box
        sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            mt: 2,
        }}
    >
        {tiles.map(tile => (
            <TileCard key={tile.to} tile={tile} />
        ))}
    </Box>
);
