/**
 * Times in the console's language through the browser's Intl (nothing loaded): "5 minutes ago"
 * and the exact date and time. One formatter per language and kind, made once.
 */
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
const formatOf = <F>(formats: Map<string, F>, locale: string, make: () => F) => {
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
