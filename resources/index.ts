/** The registry: every declared resource. Adding a resource adds one line here. */
import type { ResourceDeclaration } from '../src/crud/declaration';
import { alarms } from './alarms';
import { customAlarms } from './customAlarms';
import { dataSharing } from './dataSharing';
import { deviceGroups } from './deviceGroups';
import { devices } from './devices';
import { integrations } from './integrations';
import { organizations } from './organizations';
import { responsibles } from './responsibles';
import { services } from './services';
import { users } from './users';

export const resources: ResourceDeclaration[] = [
    organizations,
    integrations,
    devices,
    deviceGroups,
    dataSharing,
    services,
    alarms,
    responsibles,
    customAlarms,
    users,
];
