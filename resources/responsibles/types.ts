/**
 * A responsible and its plans as the product API sends them (sandbox/API.md, "Responsibles";
 * product specification sections 3 and 7), shared with the sandbox (types only).
 */
import type { PlanAlarmType } from '../alarms/types.ts';

export type Weekday =
    'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** A day's service time: start and end in milliseconds of the day (0..86399999). */
export interface DayTime {
    start: number;
    end: number;
}

export type PlanTime = Record<Weekday, DayTime>;

export interface Plan {
    /** The organization id or one of its service ids. */
    id: number;
    alarmTypes: PlanAlarmType[];
    time: PlanTime;
}

/** GET /alarming/responsibles, GET /alarming/responsibles/{id}. */
export interface Responsible {
    id: number;
    name: string;
    email: string;
    organizationId: number;
    plans: Plan[];
}

/** The form's values: the record, whose plans are the switched-on entries. */
export interface ResponsibleFormValues {
    id?: number;
    name: string;
    email: string;
    organizationId?: number;
    plans: Plan[];
}
