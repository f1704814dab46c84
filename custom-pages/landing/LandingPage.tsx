/** A landing page: the tiles of its area that the user may open. */
import { Fragment } from 'react';
import { useAccess } from '../../src/auth/useAccess';
import { PageHeading } from '../../src/ui/PageHeading';
import { TileGrid } from '../../src/ui/TileGrid';
import type { Landing } from './landings';

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
