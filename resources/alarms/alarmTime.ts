/** An alarm's timestamp: epoch ms (the API's) or an ISO 8601 text, as a Date. */
export const alarmDate = (timestamp: unknown): Date | null => {
    let date: Date | null = null;
    if (typeof timestamp === 'number') date = new Date(timestamp);
    else if (typeof timestamp === 'string' && timestamp.trim()) {
        const text = timestamp.trim();
        date = new Date(/^\d+$/.test(text) ? Number(text) : text);
    }
    return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The list's time column: date and time in the user's language (one formatter per language). */
export const alarmTimeFormat = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
