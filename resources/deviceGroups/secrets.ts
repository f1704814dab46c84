/**
 * The secret multicast settings of a device group: its network and application session keys.
 * The address and the device EUI are identifiers, not secrets.
 *
 * A shared contract file (scripts/importLayers.mjs): the sandbox imports it as it is, so it
 * imports nothing and holds plain data.
 */
export const DEVICE_GROUP_SECRETS = {
    paths: ['groupDetails.infoList.nwSKey', 'groupDetails.infoList.appSKey'],
} as const;
