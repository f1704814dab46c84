/** Custom calls of the data-sharing pages, merged into the dataProvider. */
import type { HttpClient } from '../../src/api/transport/httpClient';
import type { dryRunPayload } from './sharingPayload';

export interface DryRunAnswer {
    data?: { result?: unknown };
}

export const dataSharingApi = (http: HttpClient) => ({
    /** POST /sharing/dryrun: the script run on a sample uplink; the answer is data.result. */
    dryRunSharing: (body: ReturnType<typeof dryRunPayload>) =>
        http<DryRunAnswer>('/sharing/dryrun', {
            method: 'POST',
            body,
            pause: 0,
            // A failure shows in the trial execution's result, not in the error modal.
            showsOwnError: true,
        }),
});

export type DataSharingApi = ReturnType<typeof dataSharingApi>;
