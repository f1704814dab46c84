const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A local date as "yyyy-MM-dd" (what a date input shows). */
export const localDay = (date: Date) =>
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
