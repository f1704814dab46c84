/**
 * Where an alarm comes from: one of the organization's services (serviceId) or the
 * organization itself (serviceId null). The console keeps it as `source` on each record so the
 * service filter can pick "the organization" like any service.
 */
import type { Identifier } from 'react-admin';
import type { Alarm } from './types';

/** An alarm as the console holds it: the API's record plus its source (the filter's value). */
export type SourcedAlarm = Alarm & { source: Identifier };

/** The source value of alarms of the organization itself. */
export const ORGANIZATION_SOURCE = 'organization';

export const sourceOf = (serviceId: Identifier | null | undefined): Identifier =>
    serviceId == null || serviceId === '' ? ORGANIZATION_SOURCE : serviceId;

/** Sets the source on the record itself: 100,000 copies of each record would cost. */
export const alarmFromApi = (record: Alarm): SourcedAlarm => {
    const sourced = record as SourcedAlarm;
    sourced.source = sourceOf(record.serviceId);
    return sourced;
};
