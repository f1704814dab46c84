/**
 * The secret settings of a data sharing: the MQTT password, and the values of HTTP headers whose
 * names carry credentials (Authorization, X-API-Key, a token, a cookie, ...). Other header values
 * (Content-Type, X-Source) are not secret.
 *
 * A shared contract file (scripts/importLayers.mjs): the sandbox imports it as it is, so it
 * imports nothing and holds plain data.
 */
export const DATA_SHARING_SECRETS = {
    paths: ['mqttConfig.password'],
    keyed: {
        headers: /auth|token|key|secret|passw|cookie|session|signature|credential/i,
    },
} as const;
