/**
 * Data sharings as the API serves them (decision 0068): an organization's collection, its list
 * wrapped in `{ result }`, an update sent to PATCH /sharing with the id in the body (the
 * platform's API), the MQTT password and credential headers left out for viewers. The
 * declaration (./index.ts) spreads these facts; the sandbox serves the collection from them and
 * the schemas (resources/collections.ts), with the check of the target and the script on top
 * (sandbox/api/dataSharing.ts). Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import { DATA_SHARING_SECRETS } from './secrets.ts';
import type { DataSharing } from './types.ts';

export const dataSharingCollection: CollectionFacts<DataSharing> = {
    name: 'dataSharing',
    endpoint: '/sharing',
    listResultKey: 'result',
    updatePath: '/sharing',
    secrets: DATA_SHARING_SECRETS,
};
