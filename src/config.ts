/**
 * Runtime configuration, read from /config.json before the first render so that one build
 * runs against the sandbox or a real deployment.
 */
import { type ConsoleConfig } from './consoleConfig';

export { DEFAULT_REQUEST_TIMEOUT_MS, type ConsoleConfig } from './consoleConfig';

const REQUIRED: (keyof ConsoleConfig)[] = [
    'apiBasePath',
    'ssoUrl',
    'realm',
    'clientId',
    'contentServiceUrl',
    'lpwanSiteUrl',
    'productName',
];

let current: ConsoleConfig | undefined;

export const parseConfig = (raw: unknown): ConsoleConfig => {
    if (!raw || typeof raw !== 'object') {
        throw new Error('config.json is not a JSON object');
    }
    const record = raw as Record<string, unknown>;
    const missing = REQUIRED.filter(key => typeof record[key] !== 'string' || record[key] === '');
    if (missing.length) {
        throw new Error(`config.json misses: ${missing.join(', ')}`);
    }
    const timeout = record.requestTimeoutMs;
    if (timeout !== undefined && !(Number.isInteger(timeout) && (timeout as number) > 0)) {
        throw new Error('config.json: requestTimeoutMs must be a whole number of milliseconds > 0');
    }
    return {
        ...(record as unknown as ConsoleConfig),
        apiBasePath: (record.apiBasePath as string).replace(/\/+$/, ''),
        ssoUrl: (record.ssoUrl as string).replace(/\/+$/, ''),
    };
};

export const loadConfig = async (url = '/config.json'): Promise<ConsoleConfig> => {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) {
        throw new Error(`Could not load ${url} (${response.status})`);
    }
    current = parseConfig(await response.json());
    return current;
};

export const setConfig = (config: ConsoleConfig) => {
    current = config;
};

export const getConfig = (): ConsoleConfig => {
    if (!current) throw new Error('The configuration is not loaded yet');
    return current;
};
