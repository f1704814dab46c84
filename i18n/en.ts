/** English messages of the console: every area's file, joined into one key tree. */
import alarms from './en/alarms';
import billing from './en/billing';
import bulk from './en/bulk';
import core from './en/core';
import customAlarms from './en/customAlarms';
import dataSharing from './en/dataSharing';
import deviceGroups from './en/deviceGroups';
import devices from './en/devices';
import deviceWizards from './en/deviceWizards';
import integrations from './en/integrations';
import lists from './en/lists';
import responsibles from './en/responsibles';
import rowsToFix from './en/rowsToFix';
import secrets from './en/secrets';
import scriptResults from './en/scriptResults';
import serverErrors from './en/serverErrors';
import services from './en/services';
import session from './en/session';
import store from './en/store';
import users from './en/users';
import { mergeAreas } from './merge';

const en = mergeAreas(
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

export default en;
export type AppMessages = typeof en;
