/** Version of the (simulated) product back end, answered by GET /api/version. */
export const SANDBOX_VERSION = '4.12.0';
