/**
 * Where an alarm comes from: one of the organization's services (serviceId) or the
 * organization itself (serviceId null). The console keeps it as `source` on each record so the
 * service filter can pick "the organization" like any service.
 */
import type { Identifier } from 'react-admin';
import type { Alarm } from './types';

/** The source value of alarms of the organization itself. */
export const ORGANIZATION_SOURCE = 'organization';

export const sourceOf = (serviceId: Identifier | null | undefined): Identifier =>
    serviceId == null || serviceId === '' ? ORGANIZATION_SOURCE : serviceId;

/** Sets the source on the record itself: 100,000 copies of each record would cost. */
export const alarmFromApi = (record: Alarm): Alarm => {
    record.source = sourceOf(record.serviceId);
    return record;
};
