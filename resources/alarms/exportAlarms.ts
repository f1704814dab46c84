/**
 * The alarms export (product specification section 7): an .xlsx named "Alarms" and the current
 * local date, e.g. "Alarms 2026-11-22.xlsx", with one row per alarm of the filtered list in the
 * list's order. Time is ISO 8601 in UTC (as in the device export); type and state are the API's
 * codes; service is the source's name.
 */
import { datedFileName, type Cell } from '../../src/export';
import { alarmDate } from './alarmTime';
import type { Alarm } from './types';

export const ALARM_EXPORT_COLUMNS = [
    'time',
    'type',
    'title',
    'description',
    'service',
    'state',
] as const;

export type AlarmExportRow = Record<(typeof ALARM_EXPORT_COLUMNS)[number], Cell>;

/** "Alarms yyyy-MM-dd.xlsx" with the local date. */
export const alarmExportFileName = (now: Date = new Date()) => datedFileName('Alarms', now);

export const alarmExportRows = (
    alarms: readonly Alarm[],
    sourceName: (alarm: Alarm) => string,
): AlarmExportRow[] =>
    alarms.map(alarm => ({
        time: alarmDate(alarm.timestamp)?.toISOString() ?? null,
        type: alarm.type ?? null,
        title: alarm.title ?? null,
        description: alarm.description ?? null,
        service: sourceName(alarm),
        state: alarm.state ?? null,
    }));
