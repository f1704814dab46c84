/**
 * The declared resources whose records the XSS corpus cannot make from their create schema alone,
 * each with the reason; xss.spec.ts stores their markup records by hand (a test each names the
 * resource's pages), and tests/unit/sweepCoverage.test.ts checks that it opens their pages. Every
 * other declared resource gets its records from its schema (xss.spec.ts), without an edit here.
 */
export const XSS_BY_HAND: Record<string, string> = {
    integrations: 'its settings depend on its type (a union the schema leaves to the route)',
    devices: 'no create call: devices are registered or onboarded through an integration',
    deviceGroups: "its integration must be one of the organization's LoRaWAN integrations",
    dataSharing: 'its address must be a public http(s) address and its script must parse',
    customAlarms: "its script must parse and its device be one of the organization's",
    users: 'accounts come from the sign-in service: no XSS case yet (see the issue)',
};
