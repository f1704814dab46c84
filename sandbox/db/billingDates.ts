/** Calendar dates of billing (`YYYY-MM-DD`, UTC): subscriptions start and end on whole days. */

/** Today's date in UTC. */
export function today(now = new Date()): string {
    return now.toISOString().slice(0, 10);
}

function parts(date: string): [number, number, number] {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return [year, month, day];
}

function format(year: number, month: number, day: number): string {
    return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

const daysInMonth = (year: number, month: number) =>
    new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The date `months` months later (or earlier, when negative); the 31st becomes the month's last day. */
export function addMonths(date: string, months: number): string {
    const [year, month, day] = parts(date);
    const index = year * 12 + (month - 1) + months;
    const targetYear = Math.floor(index / 12);
    const targetMonth = (index % 12) + 1;
    return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addDays(date: string, days: number): string {
    const [year, month, day] = parts(date);
    return format(year, month, day + days);
}

/**
 * The last day of the contract period that `on` falls in, for periods of `periodYears` years
 * renewed automatically: the day before the first period anniversary of `startDate` that is after
 * `on` (a one-year subscription started today ends a year less a day later).
 */
export function contractYearEnd(startDate: string, on: string, periodYears = 1): string {
    let years = periodYears;
    while (addMonths(startDate, 12 * years) <= on) years += periodYears;
    return addDays(addMonths(startDate, 12 * years), -1);
}
