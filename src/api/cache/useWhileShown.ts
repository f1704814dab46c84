/**
 * The beat of everything live (docs/live-updates.md): while the component is mounted and the tab
 * is on screen, `ask` runs every `everyMs`. A tab behind another, or minimised, asks nothing at
 * all (`visibilitychange` stops the timer); it asks at once when it comes back on screen, then on
 * the same beat. `ask` is the latest one given (a ref), so a new period or record is asked for
 * without a new timer; the timer starts anew when `restartOn` changes (another organization).
 *
 * Not react-query's refetchInterval: a query fetching on a beat counts as loading (the header's
 * progress indicator would blink on every beat); the askers put what they get into the cache
 * themselves, and only a changed answer renders anything.
 */
import { useEffect, useRef } from 'react';

const onScreen = () => document.visibilityState !== 'hidden';

export const useWhileShown = (
    ask: () => Promise<unknown>,
    everyMs: number,
    restartOn?: unknown,
) => {
    const latest = useRef(ask);
    latest.current = ask;
    useEffect(() => {
        let timer: ReturnType<typeof setInterval> | undefined;
        // A failure is the asker's to report (a 401 still ends the session); the next beat asks again.
        const beat = () => void latest.current().catch(() => undefined);
        const stop = () => {
            if (timer !== undefined) clearInterval(timer);
            timer = undefined;
        };
        const start = () => {
            stop();
            timer = setInterval(beat, everyMs);
        };
        const onVisibility = () => {
            if (!onScreen()) return stop();
            beat();
            start();
        };
        if (onScreen()) start();
        document.addEventListener('visibilitychange', onVisibility);
        return () => {
            stop();
            document.removeEventListener('visibilitychange', onVisibility);
        };
    }, [everyMs, restartOn]);
};
