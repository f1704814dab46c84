/** The device data export call (sandbox/API.md: Devices). */
import { getCollection } from '../../../src/api/transport/collection';
import type { HttpClient } from '../../../src/api/transport/httpClient';

/** One reading of GET /devices/{id}/export. */
export interface ExportReading {
    time: { epochSecond: number };
    value: unknown;
}

export const exportApi = (http: HttpClient) => ({
    /**
     * GET /devices/{id}/export?start=&end= (epoch ms, end exclusive); `quiet`: a failure opens
     * no error modal (a poll of the device page, src/api/cache/livePolling.ts).
     */
    exportDeviceReadings: (
        id: number | string,
        range: { start: number; end: number },
        { quiet = false }: { quiet?: boolean } = {},
    ) =>
        getCollection<ExportReading>(http, `/devices/${encodeURIComponent(id)}/export`, {
            query: range,
            ...(quiet ? { showsOwnError: true } : {}),
        }),
});

export type ExportApi = ReturnType<typeof exportApi>;
