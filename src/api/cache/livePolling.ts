/**
 * What a page shows live is read again while it is on screen (issue 42, point 6; the device
 * page): every 10 s while the tab is shown (react-query skips the interval in a background tab),
 * and at once when the tab is shown again (react-query's focus manager listens to
 * visibilitychange). The polls are react-query refetches through the dataProvider or the calls,
 * so whatever the transport does for repeated reads (conditional requests) serves them too.
 *
 * A poll that fails opens no error modal (LIVE_META, `quietPoll`): the page keeps what it shows
 * and the next poll tries again; a user's own load still opens it (product-decisions.md,
 * section 8). docs/decisions/0056-device-page-live.md.
 */
import type { UseQueryOptions } from '@tanstack/react-query';

export const LIVE_POLL_MS = 10_000;

/** react-query options of a live query. */
export const livePolling = {
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
} as const satisfies Partial<UseQueryOptions>;

/** dataProvider meta of a poll: a failure is not shown in the error modal. */
export const LIVE_META = { poll: 'live' } as const;

export const isLivePoll = (meta: unknown) =>
    (meta as { poll?: unknown } | null | undefined)?.poll === LIVE_META.poll;
