/** The runtime configuration the unit tests run with (config.json of a deployment). */
import { parseConfig, type ConsoleConfig } from '../../src/config';

export const TEST_CONFIG: ConsoleConfig = parseConfig({
    apiBasePath: '/api',
    ssoUrl: 'https://sso.example.com',
    realm: 'iot',
    clientId: 'console',
    contentServiceUrl: '/content',
    lpwanSiteUrl: 'https://lpwan.example.com',
    productName: 'smartcity',
});
