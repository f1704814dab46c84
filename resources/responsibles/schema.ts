/**
 * A responsible (product specification sections 3 and 7): the record the API sends and its
 * plans (decision 0061).
 */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id, NameText, PositiveId } from '../../src/validation/schemaParts.ts';
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

/** Something@domain.tld, no spaces (the console's email rule is no stricter). */
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** A plan in a body: the route checks that it names the organization or one of its services. */
const PlanBody = Type.Object(
    {
        id: Id({ title: 'Plan id' }),
        alarmTypes: Type.Array(PlanAlarmTypeSchema, {
            title: 'Alarm types',
            'x-message': 'must be FAILURE or WARNING',
        }),
        time: Type.Optional(Type.Unknown()),
    },
    { title: 'Each plan', 'x-messages': { type: 'must be an object' }, 'x-check': ['planTimes'] },
);

const responsibleFields = {
    id: Type.Optional(Type.Unknown()),
    name: NameText('Name', API_LENGTHS.shortName),
    email: NameText('Email', API_LENGTHS.email, {
        pattern: EMAIL_PATTERN,
        'x-pattern': 'email',
        'x-messages': { pattern: 'is not a valid email address' },
    }),
    plans: Type.Optional(Type.Array(PlanBody, { title: 'plans' })),
};

const OrganizationId = PositiveId('organizationId');

/**
 * POST /alarming/responsibles: the organization is the body's (no header). The route checks
 * the caller's access to it and that the plans name it or its services, each once.
 */
export const ResponsibleBody = Type.Object({
    ...responsibleFields,
    organizationId: OrganizationId,
});
export type ResponsibleBody = Static<typeof ResponsibleBody>;

/** PUT /alarming/responsibles/{id}: an organizationId, if sent, must be the record's. */
export const ResponsibleUpdate = Type.Object({
    ...responsibleFields,
    organizationId: Type.Optional(Type.Unknown()),
});
export type ResponsibleUpdate = Static<typeof ResponsibleUpdate>;

/** The schemas the sandbox serves the collection with (resources/collections.ts). */
export const schemas = {
    record: ResponsibleRecord,
    create: ResponsibleBody,
    update: ResponsibleUpdate,
} satisfies CollectionSchemas;
// The same for `import schemas from './schema.ts?json-schema'` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;
