/** Custom calls of the custom-alarm pages, merged into the dataProvider. */
import type { HttpClient } from '../../src/api/transport/httpClient';
import type { dryRunBody } from './payload';

export interface TestRunAnswer {
    /** The value of the script's last expression, as JSON (null for undefined). */
    result?: unknown;
}

export const customAlarmsApi = (http: HttpClient) => ({
    /** POST /alarming/custom-alarms/dryrun: the test data and the script run together. */
    testRunCustomAlarm: (body: ReturnType<typeof dryRunBody>) =>
        http<TestRunAnswer>('/alarming/custom-alarms/dryrun', {
            method: 'POST',
            body,
            pause: 0,
            // A failure shows in the test run's result, not in the error modal.
            showsOwnError: true,
        }),
});

export type CustomAlarmsApi = ReturnType<typeof customAlarmsApi>;
