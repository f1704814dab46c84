/** GET /version: the server's version, shown in the footer. */
import type { HttpClient } from './httpClient';

export const FRONTEND_VERSION = '2.29.7';

export const versionApi = (http: HttpClient) => ({
    getServerVersion: async (): Promise<string | undefined> => {
        const body = await http<{ version?: unknown } | string | undefined>('/version', {
            organization: false,
        });
        if (typeof body === 'string') return body;
        return typeof body?.version === 'string' ? body.version : undefined;
    },
});

export type VersionApi = ReturnType<typeof versionApi>;
