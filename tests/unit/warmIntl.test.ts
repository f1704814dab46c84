/**
 * The Intl objects the first list needs are made in an idle moment at start, for the user's
 * language (src/ui/warmIntl.ts): the first sort and the first times reuse them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh copies of the modules (they keep the objects made). */
const freshModules = async () => {
    vi.resetModules();
    const { warmIntl } = await import('../../src/ui/warmIntl');
    const { collatorOf } = await import('../../src/api/lists/sortOrder');
    const { exactTime } = await import('../../src/ui/timeFormats');
    return { warmIntl, collatorOf, exactTime };
};

describe('warming the Intl objects at start', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
        vi.useRealTimers();
        vi.restoreAllMocks();
    });

    it('makes the Collator and the date formats once, in idle moments, in the language given', async () => {
        const { warmIntl, collatorOf, exactTime } = await freshModules();
        const collators = vi.spyOn(Intl, 'Collator');
        const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
        warmIntl('de');
        expect(collators).not.toHaveBeenCalled();
        await vi.advanceTimersToNextTimerAsync();
        expect(collators).toHaveBeenCalledTimes(1);
        expect(collators.mock.calls[0]![0]).toBe('de');
        // One object per idle moment.
        expect(dateFormats).not.toHaveBeenCalled();
        await vi.advanceTimersToNextTimerAsync();
        expect(dateFormats).toHaveBeenCalledTimes(1);
        await vi.advanceTimersToNextTimerAsync();

        // What the first list asks for then is made already.
        collatorOf('de');
        expect(exactTime(Date.UTC(2026, 0, 5, 9, 30), 'de')).toMatch(/05\.01\.2026|5\. Jan/);
        expect(collators).toHaveBeenCalledTimes(1);
        expect(dateFormats).toHaveBeenCalledTimes(1);
    });
});
