/**
 * What a page shows live is read again on the beat while it is on screen (useWhileShown.ts; the
 * device page): every 10 s while the tab is shown, at once when it is shown again. The reads go
 * through the dataProvider or the calls, so the transport's conditional GETs serve them too.
 *
 * A read that fails opens no error modal (LIVE_META, `quietPoll`): the page keeps what it shows
 * and the next beat tries again; a user's own load still opens it (product-decisions.md,
 * section 8). docs/decisions/0056-device-page-live.md.
 */
export const LIVE_POLL_MS = 10_000;

/** dataProvider meta of a poll: a failure is not shown in the error modal. */
export const LIVE_META = { poll: 'live' } as const;

export const isLivePoll = (meta: unknown) =>
    (meta as { poll?: unknown } | null | undefined)?.poll === LIVE_META.poll;
