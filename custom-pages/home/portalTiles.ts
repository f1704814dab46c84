/** The portal home's tiles and the realm role each needs (product specification section 2). */
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ParkIcon from '@mui/icons-material/Park';
import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import TrafficIcon from '@mui/icons-material/Traffic';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { Tile } from '../../src/ui/TileGrid';

export interface PortalTile extends Omit<Tile, 'to'> {
    role: string;
    /** A path of the platform, or null for the configured LPWAN site. */
    to: string | null;
}

export const PORTAL_TILES: PortalTile[] = [
    {
        to: '/sls/',
        labelKey: 'app.home.tiles.sls',
        icon: LightbulbIcon,
        role: 'sls-frontend-access',
        external: true,
    },
    {
        to: '/svs/',
        labelKey: 'app.home.tiles.svs',
        icon: WaterDropIcon,
        role: 'svs-frontend-access',
        external: true,
    },
    {
        to: '/sts/',
        labelKey: 'app.home.tiles.sts',
        icon: TrafficIcon,
        role: 'sts-frontend-access',
        external: true,
    },
    {
        to: '/ses/',
        labelKey: 'app.home.tiles.ses',
        icon: ParkIcon,
        role: 'ses-frontend-access',
        external: true,
    },
    {
        to: null,
        labelKey: 'app.home.tiles.lpwan',
        icon: SettingsInputAntennaIcon,
        role: 'lpwan-access',
        external: true,
        newTab: true,
    },
];

export const portalTilesFor = (realmRoles: string[], lpwanSiteUrl: string): Tile[] =>
    PORTAL_TILES.filter(tile => realmRoles.includes(tile.role)).map(({ role: _role, ...tile }) => ({
        ...tile,
        to: tile.to ?? lpwanSiteUrl,
    }));
