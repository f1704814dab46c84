/** A grid of tiles, each one link with an icon, a title and an optional description. */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface Tile {
    /** Route inside the console, or an address outside it (see external). */
    to: string;
    labelKey: string;
    descriptionKey?: string;
    icon: ComponentType<{ fontSize?: 'large' }>;
    /** A page outside the console; newTab opens it in a new tab. */
    external?: boolean;
    newTab?: boolean;
}

const TileCard = ({ tile }: { tile: Tile }) => {
    const translate = useTranslate();
    const Icon = tile.icon;
    const linkProps = tile.external
        ? {
              component: 'a' as const,
              href: tile.to,
              ...(tile.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
          }
        : { component: Link, to: tile.to };
    const label = translate(tile.labelKey);
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
                {...linkProps}
                aria-label={tile.newTab ? `${label} (${translate('app.home.new_tab')})` : label}
                sx={{ height: '100%', p: 1 }}
            >
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                    <Box sx={{ color: 'primary.dark', display: 'flex' }} aria-hidden>
                        <Icon fontSize="large" />
                    </Box>
                    <Box>
                        <Typography variant="h6" component="h2">
                            {label}
                        </Typography>
                        {tile.descriptionKey && (
                            <Typography variant="body2" color="text.secondary">
                                {translate(tile.descriptionKey)}
                            </Typography>
                        )}
                    </Box>
                </CardContent>
            </CardActionArea>
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
