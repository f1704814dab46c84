/**
 * The uplink address of REST and webhook integrations as a curl example (product
 * specification section 7, "Other calls"). The address is not below the API base path but at
 * the API's origin, below the product name.
 */
import type { IntegrationType } from './types';

/** Stands for the device's deviceId in the example; the helper text explains it. */
export const DEVICE_ID_PLACEHOLDER = '{deviceId}';

export const EXAMPLE_READING = '{"temperature": 21.5}';

const UPLINK_SEGMENT: Partial<Record<IntegrationType, string>> = {
    REST: 'smartInterface',
    WEBHOOK_DIGIMONDO: 'digimondo',
};

/** The API's origin: the base path may be relative ("/api") or absolute. */
export const apiOrigin = (apiBasePath: string, pageOrigin: string) =>
    new URL(apiBasePath, pageOrigin).origin;

export const uplinkAddress = (
    origin: string,
    productName: string,
    type: IntegrationType,
    secret: string,
    deviceId = DEVICE_ID_PLACEHOLDER,
) => {
    const segment = UPLINK_SEGMENT[type];
    if (!segment) return undefined;
    return `${origin}/${productName}/uplink/${segment}/${deviceId}/key/${secret}`;
};

export const uplinkCurl = (
    origin: string,
    productName: string,
    type: IntegrationType,
    secret: string,
    deviceId = DEVICE_ID_PLACEHOLDER,
) => {
    const address = uplinkAddress(origin, productName, type, secret, deviceId);
    if (!address) return undefined;
    return `curl -X POST ${address} -H 'Content-Type: application/json' -d '${EXAMPLE_READING}'`;
};
