/**
 * Runs work in an idle period of the browser (at the latest after `timeoutMs`, when given), or
 * after the current task where the browser has no idle callbacks (the unit tests' jsdom).
 */
export const whenIdle = (work: () => void, timeoutMs?: number) => {
    if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(work, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    } else setTimeout(work, 0);
};
