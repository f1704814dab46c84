/**
 * The first Intl object of a kind makes the browser load its language data: about 8 ms for a
 * Collator (sorting names) and as much for a date format (a list's times), which the first rows
 * would otherwise wait for. They are made in idle moments while the console waits for the
 * network at start (its configuration, the sign-in), for the user's language, one per moment so
 * that an answer from the network waits for none of them long.
 */
import { collatorOf } from '../api/sortOrder';
import { exactTime, relativeTime } from './timeFormats';
import { whenIdle } from './whenIdle';

export const warmIntl = (locale: string) => {
    const steps = [
        () => collatorOf(locale),
        () => exactTime(0, locale),
        () => relativeTime(0, 0, locale),
    ];
    const next = () => {
        steps.shift()?.();
        if (steps.length) whenIdle(next);
    };
    whenIdle(next);
};
