/** An alarm as GET /alarming/alarms returns it (sandbox/API.md: Alarming), plus its source. */
import type { Identifier, RaRecord } from 'react-admin';
import type { AlarmType, AlarmState } from './alarmTypes';

export interface Alarm extends RaRecord {
    /** Epoch ms (an ISO 8601 text is read too). */
    timestamp: number | string;
    type: AlarmType;
    title: string;
    description: string;
    state: AlarmState;
    /** The service the alarm comes from; null for alarms of the organization itself. */
    serviceId: Identifier | null;
    organizationId: Identifier;
    customAlarmId?: Identifier | null;
    /** Set by the console: serviceId, or ORGANIZATION_SOURCE (the service filter's value). */
    source: Identifier;
}
