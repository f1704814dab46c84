/**
 * A responsible and its plans as the product API sends them (sandbox/API.md, "Responsibles";
 * product specification sections 3 and 7), shared with the sandbox (types only).
 */
import type { Plan } from './schema.ts';

/** GET /alarming/responsibles, GET /alarming/responsibles/{id}. */
export type { DayTime, Plan, PlanTime, Responsible, Weekday } from './schema.ts';

/** The form's values: the record, whose plans are the switched-on entries. */
export interface ResponsibleFormValues {
    id?: number;
    name: string;
    email: string;
    organizationId?: number;
    plans: Plan[];
}
