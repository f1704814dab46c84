/** A landing page: the tiles of its area that the user may open. */
import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { RouteAccess } from '../auth/access';
import { useAccess } from '../auth/useAccess';
import { PageHeading } from './PageHeading';
import { TileGrid, type Tile } from './TileGrid';

export interface Landing {
    path: string;
    /** Who may open the landing (access.ts). */
    access: RouteAccess;
    labelKey: string;
    tiles: Tile[];
    /** Wraps the tiles: shows them only when its condition holds (e.g. a billing sign-in). */
    gate?: ComponentType<{ children: ReactNode }>;
}

export const LandingPage = ({ landing }: { landing: Landing }) => {
    const { canOpen } = useAccess();
    const Gate = landing.gate ?? Fragment;
    return (
        <>
            <PageHeading titleKey={landing.labelKey} />
            <Gate>
                <TileGrid tiles={landing.tiles.filter(tile => canOpen(tile.to))} />
            </Gate>
        </>
    );
};
