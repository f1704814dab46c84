import { QueryClient } from '@tanstack/react-query';

/** A fresh copy of the module (it keeps whether the console has settled). */
const freshModule = async () => {
    vi.resetModules();
    return import('../../src/loading/afterFirstRows');
};

describe('afterFirstRows', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('loads the deferred code only once no query has been fetching for a while', async () => {
        const { afterFirstRows, watchSettling } = await freshModule();
        const queryClient = new QueryClient();
        const load = vi.fn(async () => 'code');
        afterFirstRows(load);
        let answer: (value: string) => void = () => undefined;
        void queryClient.fetchQuery({
            queryKey: ['devices'],
            queryFn: () => new Promise<string>(resolve => (answer = resolve)),
        });
        watchSettling(queryClient);
        await vi.advanceTimersByTimeAsync(2000);
        expect(load).not.toHaveBeenCalled();
        answer('rows');
        await vi.advanceTimersByTimeAsync(100);
        expect(load).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1000);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads at the latest after the longest wait, even while queries keep fetching', async () => {
        const { afterFirstRows, watchSettling } = await freshModule();
        const queryClient = new QueryClient();
        const load = vi.fn(async () => 'code');
        afterFirstRows(load);
        void queryClient.fetchQuery({
            queryKey: ['slow'],
            queryFn: () => new Promise<string>(() => undefined),
        });
        watchSettling(queryClient);
        await vi.advanceTimersByTimeAsync(7000);
        expect(load).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(2000);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads at once what is asked for after the console has settled', async () => {
        const { afterFirstRows, watchSettling } = await freshModule();
        watchSettling(new QueryClient());
        await vi.advanceTimersByTimeAsync(1000);
        const load = vi.fn(async () => 'code');
        expect(afterFirstRows(load)).toBe(load);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads the deferred parts one at a time, each in its own idle period', async () => {
        const { afterFirstRows, watchSettling } = await freshModule();
        const loads = [1, 2, 3].map(() => vi.fn(async () => 'code'));
        loads.forEach(load => afterFirstRows(load));
        watchSettling(new QueryClient());
        const called = () => loads.filter(load => load.mock.calls.length > 0).length;
        // Settled (no query fetching for a while): the first part waits for the next idle period.
        await vi.advanceTimersToNextTimerAsync();
        expect(called()).toBe(0);
        await vi.advanceTimersToNextTimerAsync();
        expect(called()).toBe(1);
        await vi.advanceTimersToNextTimerAsync();
        expect(called()).toBe(2);
        await vi.advanceTimersToNextTimerAsync();
        expect(called()).toBe(3);
        loads.forEach(load => expect(load).toHaveBeenCalledTimes(1));
    });
});
