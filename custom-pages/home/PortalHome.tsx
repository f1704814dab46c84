/**
 * The portal home: one tile for each service the user may open, the device health and the open
 * alarms.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIdentity } from '../../src/auth/useAccess';
import { getConfig } from '../../src/config';
import { PageHeading } from '../../src/ui/PageHeading';
import { TileGrid } from '../../src/ui/TileGrid';
import { DeviceHealth } from './DeviceHealth';
import { OpenAlarms } from './OpenAlarms';
import { portalTilesFor } from './portalTiles';

export const PortalHome = () => {
    const translate = useTranslate();
    const identity = useIdentity();
    const tiles = portalTilesFor(identity.realmRoles, getConfig().lpwanSiteUrl);
    return (
        <>
            <PageHeading titleKey="app.home.title" />
            {tiles.length ? (
                <TileGrid tiles={tiles} />
            ) : (
                <Alert severity="info" sx={{ mt: 2 }}>
                    {translate('app.home.no_permission')}
                </Alert>
            )}
            <DeviceHealth />
            <OpenAlarms />
        </>
    );
};
