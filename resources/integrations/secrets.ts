/**
 * The secret settings of an integration (product specification section 3): what only admins see
 * (masked, with a reveal control) and what the API leaves out of a viewer's answers. The REST and
 * webhook uplink address is built from `integrationSecret`, so it is secret too.
 *
 * A shared contract file (scripts/importLayers.mjs): the sandbox imports it as it is, so it
 * imports nothing and holds plain data.
 */
export const INTEGRATION_SECRETS = {
    paths: [
        'details.infoList.apiToken',
        'details.infoList.password',
        'details.infoList.integrationSecret',
        'details.infoList.as_key',
    ],
} as const;
