/**
 * The export's dates (product specification sections 5, 7 and 9): both required, the start not
 * after the end, the end at least 2 days after the start. The request covers whole local days:
 * start = the start of the start day, end = the start of the day after the end date (exclusive).
 */

/** The least number of days from the start date to the end date. */
export const MIN_EXPORT_DAYS = 2;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface Day {
    year: number;
    month: number;
    day: number;
}

/** A "yyyy-MM-dd" date (what a date input gives), or null when it is not a real date. */
export const parseDay = (value: unknown): Day | null => {
    if (typeof value !== 'string') return null;
    const match = DAY_PATTERN.exec(value.trim());
    if (!match) return null;
    const [year, month, day] = match.slice(1).map(Number);
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
    return { year, month, day };
};

/** Epoch ms of the start of the day, local time (a DST change makes some days 23 or 25 h). */
export const startOfDayMs = ({ year, month, day }: Day, plusDays = 0) =>
    new Date(year, month - 1, day + plusDays).getTime();

/** Calendar days from one date to another, whatever the time zone. */
export const daysBetween = (from: Day, to: Day) =>
    Math.round(
        (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
            86_400_000,
    );

/** The query of GET /devices/{id}/export. */
export const exportRange = (startDate: string, endDate: string) => {
    const start = parseDay(startDate);
    const end = parseDay(endDate);
    if (!start || !end) throw new Error('Invalid export dates');
    return { start: startOfDayMs(start), end: startOfDayMs(end, 1) };
};

export type ExportDateProblem = 'required' | 'start_after_end' | 'end_too_early';

/** What is wrong with the dates, per field (message keys deviceWizards.export.errors.*). */
export const exportDateProblems = (
    startDate: unknown,
    endDate: unknown,
): { start?: ExportDateProblem; end?: ExportDateProblem } => {
    const start = parseDay(startDate);
    const end = parseDay(endDate);
    const problems: { start?: ExportDateProblem; end?: ExportDateProblem } = {};
    if (!start) problems.start = 'required';
    if (!end) problems.end = 'required';
    if (!start || !end) return problems;
    const days = daysBetween(start, end);
    if (days < 0) problems.start = 'start_after_end';
    else if (days < MIN_EXPORT_DAYS) problems.end = 'end_too_early';
    return problems;
};
