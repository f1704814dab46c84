/**
 * A responsible (product specification sections 3 and 7): the record the API sends and its
 * plans (decision 0061).
 */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id } from '../../src/validation/schemaParts.ts';
import { PlanAlarmTypeSchema } from '../alarms/schema.ts';

export const WEEKDAYS = [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Milliseconds of the day. */
export const DayTimeSchema = Type.Object({ start: Type.Integer(), end: Type.Integer() });
export type DayTime = Static<typeof DayTimeSchema>;

export const PlanTimeSchema = Type.Object(
    Object.fromEntries(WEEKDAYS.map(day => [day, DayTimeSchema])) as Record<
        Weekday,
        typeof DayTimeSchema
    >,
);
export type PlanTime = Static<typeof PlanTimeSchema>;

export const PlanSchema = Type.Object({
    /** The organization id or one of its service ids. */
    id: Id(),
    alarmTypes: Type.Array(PlanAlarmTypeSchema),
    time: PlanTimeSchema,
});
export type Plan = Static<typeof PlanSchema>;

/** GET /alarming/responsibles?organizationId=, GET /alarming/responsibles/{id}. */
export const ResponsibleRecord = Type.Object(
    {
        id: Id(),
        name: Type.String({
            title: 'Name',
            maxLength: API_LENGTHS.shortName,
            'x-searchable': true,
        }),
        email: Type.String({
            title: 'Email',
            maxLength: API_LENGTHS.email,
            format: 'email',
            'x-searchable': true,
        }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        plans: Type.Array(PlanSchema),
    },
    { title: 'Responsible' },
);
export type Responsible = Static<typeof ResponsibleRecord>;
