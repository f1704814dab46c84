/**
 * Dates and date-times as the console shows them, in its language (not the browser's), the way
 * its date pickers show and take them: the language's numeric date (en 03/29/2026, de
 * 29.03.2026, it 29/03/2026) and 24-hour time in every language. A day ("yyyy-MM-dd") is that
 * calendar day; an instant (ISO 8601 text, epoch ms) is shown in the browser's time zone. Plain
 * Intl, one formatter per language and kind, so that a list of them costs next to nothing.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Date of a stored value: a "yyyy-MM-dd" day at local midnight (not UTC's: in a time zone
 * west of UTC that would be the day before), an ISO 8601 date-time or epoch ms as that instant;
 * null for none or a value that is no date.
 */
export const dateOfValue = (value: unknown): Date | null => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
    if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
    if (typeof value !== 'string' || !value.trim()) return null;
    const day = DAY.exec(value.trim());
    if (day) {
        const [year, month, date] = day.slice(1).map(Number);
        const local = new Date(year, month - 1, date);
        return local.getMonth() === month - 1 && local.getDate() === date ? local : null;
    }
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
};

const DAY_PARTS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME_PARTS: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
};

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (locale: string, kind: 'day' | 'dateTime') => {
    const key = `${locale} ${kind}`;
    let format = formats.get(key);
    if (!format) {
        const parts = kind === 'day' ? DAY_PARTS : { ...DAY_PARTS, ...TIME_PARTS };
        formats.set(key, (format = new Intl.DateTimeFormat(locale, parts)));
    }
    return format;
};

/** A date in the console's language ("29.03.2026"); a value that is no date as it is. */
export const shownDay = (value: unknown, locale: string) => {
    const date = dateOfValue(value);
    return date ? formatOf(locale, 'day').format(date) : String(value);
};

/** A date and time in the console's language ("29.03.2026, 16:30"); a non-date as it is. */
export const shownDateTime = (value: unknown, locale: string) => {
    const date = dateOfValue(value);
    return date ? formatOf(locale, 'dateTime').format(date) : String(value);
};
