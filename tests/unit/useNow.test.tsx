/**
 * One clock for every time and health on a page: a component that mounts renders once with the
 * current time (not again when the clock starts), and all follow each tick together.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW_TICK_MS, useNow } from '../../src/ui/useNow';

const renders: number[] = [];

const Clock = () => {
    const now = useNow();
    renders.push(now);
    return <span>{now}</span>;
};

afterEach(() => {
    vi.useRealTimers();
    renders.length = 0;
});

describe('the shared clock', () => {
    it('renders a mounting row once, with the time now, and again at each tick', () => {
        vi.useFakeTimers();
        // Long after any earlier clock: the first render already has the time now.
        vi.advanceTimersByTime(NOW_TICK_MS * 10);
        const mountedAt = Date.now();
        const page = render(
            <>
                <Clock />
                <Clock />
            </>,
        );
        expect(renders).toEqual([mountedAt, mountedAt]);
        act(() => {
            vi.advanceTimersByTime(NOW_TICK_MS);
        });
        expect(renders).toEqual([
            mountedAt,
            mountedAt,
            mountedAt + NOW_TICK_MS,
            mountedAt + NOW_TICK_MS,
        ]);
        page.unmount();
    });

    it('takes the time now when the system clock was set back a tick or more', () => {
        vi.useFakeTimers();
        vi.advanceTimersByTime(NOW_TICK_MS * 10);
        const page = render(<Clock />);
        page.unmount();
        vi.setSystemTime(Date.now() - NOW_TICK_MS * 4);
        const setBack = Date.now();
        render(<Clock />).unmount();
        expect(renders.at(-1)).toBe(setBack);
    });
});
