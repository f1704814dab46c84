/**
 * The portal home: one tile for each service the user may open, the device health and the open
 * alarms.
 */
import { useIdentity } from '../../src/auth/useAccess';
import { getConfig } from '../../src/config';
import { PageHeading } from '../../src/ui/PageHeading';
import { TileGrid } from '../../src/ui/TileGrid';
import { DeviceHealth } from './DeviceHealth';
import { NoServiceTiles } from './NoServiceTiles';
import { OpenAlarms } from './OpenAlarms';
import { portalTilesFor } from './portalTiles';

export const PortalHome = () => {
    const identity = useIdentity();
    const tiles = portalTilesFor(identity.realmRoles, getConfig().lpwanSiteUrl);
    return (
        <>
            <PageHeading titleKey="app.home.title" />
            {tiles.length ? <TileGrid tiles={tiles} /> : <NoServiceTiles />}
            <DeviceHealth />
            <OpenAlarms />
        </>
    );
};
