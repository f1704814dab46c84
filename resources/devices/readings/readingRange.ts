/**
 * The period of the Readings panel and the request that fetches it. The panel shows the last
 * 24 hours, 7 days or 30 days up to now, or whole local days picked by the user. It asks
 * GET /devices/{id}/export for whole local days of at least three days (the export rule of
 * product specification sections 5 and 9: the end date at least the start date plus 2 days, the
 * end bound the start of the next day), so that a product API that holds its export calls to that
 * rule accepts the request too, and trims the readings to the period in the browser
 * (readingSeries.ts). The sandbox accepts any range, so this costs at most two extra days.
 */
import { dateOfDay } from '../../../src/ui/DayInput';

export const PRESETS = ['day', 'week', 'month'] as const;
export type Preset = (typeof PRESETS)[number];
export type RangeChoice = Preset | 'custom';

const HOUR_MS = 3_600_000;
const PRESET_MS: Record<Preset, number> = {
    day: 24 * HOUR_MS,
    week: 7 * 24 * HOUR_MS,
    month: 30 * 24 * HOUR_MS,
};

/** The least number of local days a request covers (start date plus 2 days, end inclusive). */
export const MIN_REQUEST_DAYS = 3;

/** A period in epoch ms, end exclusive. */
export interface Period {
    start: number;
    end: number;
}

/** The last 24 hours, 7 days or 30 days up to the next full minute after now. */
export const presetPeriod = (preset: Preset, now: number): Period => {
    const end = Math.ceil((now + 1) / 60_000) * 60_000;
    return { start: end - PRESET_MS[preset], end };
};

/** Two "yyyy-MM-dd" days, both included, as a period; null when one is missing or they are reversed. */
export const dayPeriod = (startDay: unknown, endDay: unknown): Period | null => {
    const first = dateOfDay(startDay);
    const last = dateOfDay(endDay);
    if (!first || !last || first > last) return null;
    const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
    return { start: first.getTime(), end: end.getTime() };
};

const startOfLocalDay = (ms: number, plusDays = 0) => {
    const date = new Date(ms);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays).getTime();
};

/** The start and end of GET /devices/{id}/export for a period: whole local days, at least three. */
export const requestRange = (period: Period): Period => {
    const start = startOfLocalDay(period.start);
    const endDayStart = startOfLocalDay(period.end - 1);
    const end = Math.max(startOfLocalDay(endDayStart, 1), startOfLocalDay(start, MIN_REQUEST_DAYS));
    return { start, end };
};
