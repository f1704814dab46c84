/**
 * Device groups as the API serves them (decision 0068): an organization's collection, names
 * unique in it, the multicast session keys left out for viewers. The declaration (./index.ts)
 * spreads these facts; the sandbox serves the collection from them and the schemas
 * (resources/collections.ts), with the checks of the integration, the service, the device type
 * and the multicast part on top, and the downlinks as calls of their own
 * (sandbox/api/deviceGroups.ts). Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import { DEVICE_GROUP_SECRETS } from './secrets.ts';
import type { DeviceGroup } from './types.ts';

export const deviceGroupCollection: CollectionFacts<DeviceGroup> = {
    name: 'deviceGroups',
    endpoint: '/device-groups',
    organizationInBody: 'organizationId',
    // The API refuses a second record of the same name.
    identity: ['name'],
    secrets: DEVICE_GROUP_SECRETS,
};
