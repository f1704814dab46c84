/**
 * A moment as "5 minutes ago" in the console's language (the browser's Intl, nothing loaded),
 * with the exact date and time on hover (its description) and in the <time> element's datetime.
 */
import { Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useNow } from './useNow';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600_000],
    ['month', 30 * 24 * 3600_000],
    ['week', 7 * 24 * 3600_000],
    ['day', 24 * 3600_000],
    ['hour', 3600_000],
    ['minute', 60_000],
    ['second', 1000],
];

/**
 * One formatter per language and kind: making an Intl formatter costs about a millisecond, and a
 * list page shows 25 of these times (two formatters each) at its first row and at every tick.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const exactFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = <F,>(formats: Map<string, F>, locale: string, make: () => F) => {
    let format = formats.get(locale);
    if (!format) formats.set(locale, (format = make()));
    return format;
};
const relativeFormat = (locale: string) =>
    formatOf(
        relativeFormats,
        locale,
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    );
const exactFormat = (locale: string) =>
    formatOf(
        exactFormats,
        locale,
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
    );

/** "5 minutes ago", "in 2 hours", "now": the largest unit that fits. */
export const relativeTime = (at: number, now: number, locale: string) => {
    const format = relativeFormat(locale);
    const difference = at - now;
    for (const [unit, size] of UNITS) {
        if (Math.abs(difference) >= size || unit === 'second') {
            const count = Math.round(difference / size);
            return unit === 'second' && Math.abs(count) < 10
                ? format.format(0, 'second')
                : format.format(count, unit);
        }
    }
    return '';
};

export const exactTime = (at: number, locale: string) => exactFormat(locale).format(at);

/**
 * A list shows 25 of these at its first row and after every sort: MUI's Tooltip renders each one
 * twice when it mounts (it keeps its child's element in state). Until the pointer first comes,
 * the time carries the exact time as its title, as the closed Tooltip does; from then on the
 * Tooltip shows it, opened at once.
 */
export const RelativeTime = ({ at }: { at: number }) => {
    const [locale] = useLocaleState();
    const now = useNow();
    const [open, setOpen] = useState<boolean>();
    const exact = exactTime(at, locale);
    const dateTime = new Date(at).toISOString();
    const text = relativeTime(at, now, locale);
    if (open === undefined) {
        return (
            <time dateTime={dateTime} title={exact} onPointerEnter={() => setOpen(true)}>
                {text}
            </time>
        );
    }
    return (
        <Tooltip
            title={exact}
            describeChild
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
        >
            <time dateTime={dateTime}>{text}</time>
        </Tooltip>
    );
};
