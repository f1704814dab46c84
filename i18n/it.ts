/** Italian messages of the console: every area's file, joined into one key tree. */
import alarms from './it/alarms';
import billing from './it/billing';
import bulk from './it/bulk';
import core from './it/core';
import customAlarms from './it/customAlarms';
import dataSharing from './it/dataSharing';
import deviceGroups from './it/deviceGroups';
import devices from './it/devices';
import deviceWizards from './it/deviceWizards';
import integrations from './it/integrations';
import lists from './it/lists';
import responsibles from './it/responsibles';
import rowsToFix from './it/rowsToFix';
import secrets from './it/secrets';
import scriptResults from './it/scriptResults';
import serverErrors from './it/serverErrors';
import services from './it/services';
import session from './it/session';
import store from './it/store';
import users from './it/users';
import { mergeAreas } from './merge';

const it = mergeAreas(
    core,
    integrations,
    devices,
    deviceWizards,
    deviceGroups,
    dataSharing,
    secrets,
    services,
    alarms,
    responsibles,
    customAlarms,
    users,
    billing,
    store,
    session,
    serverErrors,
    scriptResults,
    lists,
    bulk,
    rowsToFix,
);

export default it;
