/** A responsible and its plans as the API has them (sandbox/API.md, "Responsibles"). */
import type { Identifier } from 'react-admin';
import type { PlanAlarmType } from '../alarms/alarmTypes';
import type { PlanTime } from './dayTime';

export interface Plan {
    /** The organization id or one of its service ids. */
    id: Identifier;
    alarmTypes: PlanAlarmType[];
    time: PlanTime;
}

export interface Responsible {
    id: Identifier;
    name: string;
    email: string;
    organizationId: number;
    plans: Plan[];
}

/** The form's values: the record, whose plans are the switched-on entries. */
export interface ResponsibleFormValues {
    id?: Identifier;
    name: string;
    email: string;
    organizationId?: number;
    plans: Plan[];
}
