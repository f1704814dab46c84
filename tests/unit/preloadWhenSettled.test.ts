import { QueryClient } from '@tanstack/react-query';

/** A fresh copy of the module (it keeps whether the console has settled). */
const freshModule = async () => {
    vi.resetModules();
    return import('../../src/ui/preloadWhenSettled');
};

describe('preloadWhenSettled', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('loads the deferred code only once no query has been fetching for a while', async () => {
        const { preloadWhenSettled, watchSettling } = await freshModule();
        const queryClient = new QueryClient();
        const load = vi.fn(async () => 'code');
        preloadWhenSettled(load);
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
        const { preloadWhenSettled, watchSettling } = await freshModule();
        const queryClient = new QueryClient();
        const load = vi.fn(async () => 'code');
        preloadWhenSettled(load);
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
        const { preloadWhenSettled, watchSettling } = await freshModule();
        watchSettling(new QueryClient());
        await vi.advanceTimersByTimeAsync(1000);
        const load = vi.fn(async () => 'code');
        expect(preloadWhenSettled(load)).toBe(load);
        expect(load).toHaveBeenCalledTimes(1);
    });
});
