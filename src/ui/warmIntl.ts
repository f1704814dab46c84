/**
 * The first Intl object of a kind makes the browser load its language data: about 9 ms for a
 * Collator (sorting names) and 7 for a date format (a list's times), which the first rows would
 * otherwise wait for. The browser keeps that data for its whole page process, workers included:
 * made once in the download worker (src/api/transport/downloadWorker.ts), on its own thread while the page
 * starts, the page's own objects then cost a fifth of a millisecond. Without a worker they are made
 * on the page in idle moments while the console waits for the network at start, one per moment so
 * that an answer from the network waits for none of them long.
 */
import { collatorOf } from '../api/lists/sortOrder';
import { exactTime, relativeTime } from './timeFormats';
import { whenIdle } from './whenIdle';

/** Each Intl object the first list needs, made (and kept) for this language. */
export const intlSteps = (locale: string) => [
    () => collatorOf(locale),
    () => exactTime(0, locale),
    () => relativeTime(0, 0, locale),
];

/** Makes the page's own Intl objects, one per idle moment. */
export const warmIntl = (locale: string) => {
    const steps = intlSteps(locale);
    const next = () => {
        steps.shift()?.();
        if (steps.length) whenIdle(next);
    };
    whenIdle(next);
};
