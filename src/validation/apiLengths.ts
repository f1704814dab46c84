/**
 * The API's length bounds, one list for the console's forms (./rules.ts, the resources'
 * validation) and for the sandbox's checks (sandbox/api), which runs this module as it runs the
 * input hygiene: plain data, no imports. A form refuses what the API would, with its own
 * translated message on the field, instead of the server's message after a round trip.
 */
export const API_LENGTHS = {
    /** A name under the shared name rule: an integration, an organization, a service. */
    name: 64,
    /** A device's, a device group's, a data sharing's and a responsible's name; a device ID. */
    shortName: 128,
    /** Any other one-line text: an alarm's title, a billing account's fields, an MQTT topic. */
    textName: 255,
    /** A description. */
    freeText: 2000,
    /** A device's location; an integration's setting. */
    location: 500,
    /** A data sharing's target address. */
    address: 1000,
    /** A responsible's email address (RFC 5321's bound). */
    email: 254,
    /** A script or its test data. */
    code: 100_000,
} as const;
