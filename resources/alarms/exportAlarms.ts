/**
 * The alarms export (product specification section 7, issue 19 point 4): a file named "Alarms"
 * and the current local date, e.g. "Alarms 2026-11-22.xlsx" (or .csv), with one row per alarm of
 * the filtered list in the list's order and the list's columns as it shows them: time in the
 * user's language, type and state in words, the source's name.
 */
import type { TranslateFunction as Translate } from 'react-admin';
import { datedFileName, type ExportColumn } from '../../src/export';
import { alarmDate, alarmTimeFormat } from './alarmTime';
import type { Alarm } from './types';

/** "Alarms yyyy-MM-dd" with the local date (the writer adds the extension). */
export const alarmExportFileName = (now: Date = new Date()) =>
    datedFileName('Alarms', now).replace(/\.xlsx$/, '');

export interface AlarmExportContext {
    translate: Translate;
    locale: string;
    sourceName: (alarm: Alarm) => string;
}

export const alarmExportColumns = ({
    translate,
    locale,
    sourceName,
}: AlarmExportContext): ExportColumn<Alarm>[] => {
    const time = alarmTimeFormat(locale);
    const field = (source: string) => translate(`resources.alarms.fields.${source}`);
    return [
        {
            id: 'timestamp',
            label: field('timestamp'),
            value: alarm => {
                const date = alarmDate(alarm.timestamp);
                return date ? time.format(date) : null;
            },
        },
        {
            id: 'type',
            label: field('type'),
            value: alarm =>
                alarm.type ? translate(`alarms.types.${alarm.type}`, { _: alarm.type }) : null,
        },
        { id: 'title', label: field('title'), value: alarm => alarm.title ?? null },
        {
            id: 'description',
            label: field('description'),
            value: alarm => alarm.description ?? null,
        },
        { id: 'serviceId', label: field('serviceId'), value: alarm => sourceName(alarm) },
        {
            id: 'state',
            label: field('state'),
            value: alarm =>
                alarm.state ? translate(`alarms.states.${alarm.state}`, { _: alarm.state }) : null,
        },
    ];
};
