/**
 * The tile of a route on its landing page: a landing page (e.g. /dad) shows the tiles of the
 * routes one level below its path (/dad/devices...) that declare one, in their declared order.
 */
import type { ComponentType } from 'react';
import type { Tile } from '../ui/TileGrid';
import type { RouteEntry } from './routeTable';

export interface RouteTile {
    /** Place among the tiles of the landing page (ascending). */
    order: number;
    descriptionKey: string;
    icon: ComponentType<{ fontSize?: 'large' }>;
    /** The tile's title when it is not the page's breadcrumb label. */
    labelKey?: string;
    /** Live figures under the description (e.g. the devices' health counts), with their links. */
    summary?: ComponentType;
}

const isChildOf = (path: string, parent: string) => {
    const prefix = parent === '/' ? '/' : `${parent}/`;
    return path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
};

export const tilesBelow = (landingPath: string, table: RouteEntry[]): Tile[] =>
    table
        .filter(entry => entry.tile && isChildOf(entry.path, landingPath))
        .map(entry => ({ entry, tile: entry.tile as RouteTile }))
        .sort((a, b) => a.tile.order - b.tile.order)
        .map(({ entry, tile }) => ({
            to: entry.path,
            labelKey: tile.labelKey ?? entry.labelKey,
            descriptionKey: tile.descriptionKey,
            icon: tile.icon,
            ...(tile.summary ? { summary: tile.summary } : {}),
        }));
