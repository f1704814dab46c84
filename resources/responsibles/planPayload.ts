/**
 * The plans of a responsible and the body of a save (product specification sections 3, 7 and 9):
 * an entry (the organization or one of its services) switched on holds a plan, a new one starts
 * with the default plan, and only switched-on plans are sent.
 */
import type { Identifier } from 'react-admin';
import { PLAN_ALARM_TYPES, type PlanAlarmType } from '../alarms/alarmTypes';
import { splitNightShifts, WEEKDAYS, WHOLE_DAY, type PlanTime } from './dayTime';
import type { Plan, Responsible, ResponsibleFormValues } from './types';

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/** FAILURE only, the whole day, every weekday. */
export const defaultPlan = (id: Plan['id']): Plan => ({
    id,
    alarmTypes: ['FAILURE'],
    time: Object.fromEntries(WEEKDAYS.map(day => [day, { ...WHOLE_DAY }])) as PlanTime,
});

/** Where the plan of an entry is in the list; -1 when the entry is switched off. */
export const planIndex = (plans: Plan[], id: Identifier) =>
    plans.findIndex(plan => sameId(plan.id, id));

/** Switches an entry on (with the default plan) or off (its plan goes). */
export const switchPlan = (plans: Plan[], id: Identifier, on: boolean): Plan[] => {
    const index = planIndex(plans, id);
    // A plan's id is the API's number (the organization's or a service's id).
    if (on) return index === -1 ? [...plans, defaultPlan(Number(id))] : plans;
    return index === -1 ? plans : plans.filter((_, other) => other !== index);
};

/** Alarm types in the order of the list, without duplicates or unknown ones. */
export const sortAlarmTypes = (types: readonly string[] | null | undefined): PlanAlarmType[] =>
    PLAN_ALARM_TYPES.filter(type => (types ?? []).includes(type));

/**
 * The body of POST and PUT /alarming/responsibles: id and organizationId (on update: the
 * record's own; on create the dataProvider adds the current organization), name, email and the
 * plans of the listed entries (organization and services) that are switched on, their nights
 * split at midnight (./dayTime.ts).
 */
export const responsiblePayload = (
    values: ResponsibleFormValues,
    entryIds: Identifier[],
    organizationId?: number,
): Omit<Responsible, 'id' | 'organizationId'> & { id?: Identifier; organizationId?: number } => ({
    ...(values.id !== undefined && values.id !== null ? { id: values.id } : {}),
    name: values.name.trim(),
    email: values.email.trim(),
    ...(organizationId !== undefined ? { organizationId } : {}),
    plans: (values.plans ?? [])
        .filter(plan => entryIds.some(id => sameId(id, plan.id)))
        .map(plan => ({
            id: plan.id,
            alarmTypes: sortAlarmTypes(plan.alarmTypes),
            time: splitNightShifts(plan.time),
        })),
});
