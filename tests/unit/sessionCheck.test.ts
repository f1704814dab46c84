import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshBeforeCall, startSessionCheck } from '../../src/auth/sessionCheck';

describe('session check', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('asks every 60 s for a token valid at least 60 s more', async () => {
        const updateToken = vi.fn(async () => true);
        const onExpired = vi.fn();
        const stop = startSessionCheck({ updateToken }, onExpired);
        await vi.advanceTimersByTimeAsync(59_999);
        expect(updateToken).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(updateToken).toHaveBeenCalledWith(60);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(updateToken).toHaveBeenCalledTimes(2);
        expect(onExpired).not.toHaveBeenCalled();
        stop();
    });

    it('signs out when the refresh fails', async () => {
        const updateToken = vi.fn(async () => {
            throw new Error('invalid_grant');
        });
        const onExpired = vi.fn();
        const stop = startSessionCheck({ updateToken }, onExpired);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(onExpired).toHaveBeenCalledTimes(1);
        stop();
    });

    it('turns a failed refresh before an API call into a 401, which logs out', async () => {
        const refresh = refreshBeforeCall({
            updateToken: async () => {
                throw new Error('invalid_grant');
            },
        });
        await expect(refresh()).rejects.toMatchObject({ status: 401 });
        await expect(
            refreshBeforeCall({ updateToken: async () => false })(),
        ).resolves.toBeUndefined();
    });
});
