/** GET /version: the server's version, shown in the footer. */
import type { HttpClient } from './transport/httpClient';
import { version } from '../../package.json';

/** The console's own version: package.json's, read at build time (only that field is bundled). */
export const FRONTEND_VERSION: string = version;

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
