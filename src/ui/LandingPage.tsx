/**
 * A landing page: the tiles of its area that the user may open, i.e. the tiles that the routes
 * one level below its path declare (src/routing/routeTile.ts), in their declared order.
 */
import { Fragment, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RouteAccess } from '../auth/access';
import { useAccess } from '../auth/useAccess';
import { useRouteTable } from '../routing/RouteTableContext';
import { tilesBelow } from '../routing/routeTile';
import { PageHeading } from './PageHeading';
import { TileGrid } from './TileGrid';

export interface Landing {
    path: string;
    /** Who may open the landing (access.ts). */
    access: RouteAccess;
    labelKey: string;
    /** Wraps the tiles: shows them only when its condition holds (e.g. a billing sign-in). */
    gate?: ComponentType<{ children: ReactNode }>;
}

export const LandingPage = ({ landing }: { landing: Landing }) => {
    const { canOpen } = useAccess();
    const Gate = landing.gate ?? Fragment;
    const table = useRouteTable();
    const tiles = useMemo(() => tilesBelow(landing.path, table), [landing.path, table]);
    return (
        <>
            <PageHeading titleKey={landing.labelKey} />
            <Gate>
                <TileGrid tiles={tiles.filter(tile => canOpen(tile.to))} />
            </Gate>
        </>
    );
};
