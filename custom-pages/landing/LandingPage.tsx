/** A landing page: the tiles of its area that the user may open. */
import { useAccess } from '../../src/auth/useAccess';
import { PageHeading } from '../../src/ui/PageHeading';
import { TileGrid } from '../../src/ui/TileGrid';
import type { Landing } from './landings';

export const LandingPage = ({ landing }: { landing: Landing }) => {
    const { canOpen } = useAccess();
    return (
        <>
            <PageHeading titleKey={landing.labelKey} />
            <TileGrid tiles={landing.tiles.filter(tile => canOpen(tile.to))} />
        </>
    );
};
