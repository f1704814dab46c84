/** Italian messages of the console: every area's file, joined into one key tree. */
import core from './it/core';
import dataSharing from './it/dataSharing';
import deviceGroups from './it/deviceGroups';
import devices from './it/devices';
import deviceWizards from './it/deviceWizards';
import integrations from './it/integrations';
import services from './it/services';
import { mergeAreas } from './merge';

const it = mergeAreas(
    core,
    integrations,
    devices,
    deviceWizards,
    deviceGroups,
    dataSharing,
    services,
);

export default it;
