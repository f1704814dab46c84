/** German messages of the console: every area's file, joined into one key tree. */
import alarms from './de/alarms';
import billing from './de/billing';
import bulk from './de/bulk';
import core from './de/core';
import customAlarms from './de/customAlarms';
import dataSharing from './de/dataSharing';
import deviceGroups from './de/deviceGroups';
import devices from './de/devices';
import deviceWizards from './de/deviceWizards';
import integrations from './de/integrations';
import lists from './de/lists';
import responsibles from './de/responsibles';
import rowsToFix from './de/rowsToFix';
import secrets from './de/secrets';
import scriptResults from './de/scriptResults';
import serverErrors from './de/serverErrors';
import services from './de/services';
import session from './de/session';
import store from './de/store';
import users from './de/users';
import { mergeAreas } from './merge';

const de = mergeAreas(
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

export default de;
