/** Validation of responsibles: name, email and the responsibility plans. */
import type { Database } from 'better-sqlite3';
import {
    END_OF_DAY,
    PLAN_ALARM_TYPES,
    WEEKDAYS,
    type Plan,
    type PlanAlarmType,
    type ResponsibleInput,
    type ServiceTime,
    type Weekday,
} from '../db/responsibles.ts';
import { listServices } from '../db/services.ts';
import { type Body, requiredName } from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

/** Something@domain.tld, no spaces (the console's email rule is no stricter). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (value: unknown): value is Body =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

function parseEmail(value: unknown): string {
    const email = requiredName(value, 'Email', API_LENGTHS.email);
    if (!EMAIL.test(email)) throw badRequest('Email is not a valid email address');
    return email;
}

const msOfDay = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= END_OF_DAY;

function parseTime(value: unknown, planId: number): Record<Weekday, ServiceTime> {
    const given = isObject(value) ? value : {};
    const time = {} as Record<Weekday, ServiceTime>;
    for (const day of WEEKDAYS) {
        const slot = given[day];
        if (!isObject(slot)) throw badRequest(`Plan ${planId} has no time for ${day}`);
        const { start, end } = slot;
        if (!msOfDay(start) || !msOfDay(end) || start > end) {
            throw badRequest('Start and end must be ms of the day with start <= end');
        }
        time[day] = { start, end };
    }
    return time;
}

function parseAlarmTypes(value: unknown): PlanAlarmType[] {
    if (
        !Array.isArray(value) ||
        !value.every(type => PLAN_ALARM_TYPES.includes(type as PlanAlarmType))
    ) {
        throw badRequest('Alarm types must be FAILURE or WARNING');
    }
    return PLAN_ALARM_TYPES.filter(type => value.includes(type));
}

/** Plans for the organization itself or one of its services, each at most once. */
function parsePlans(db: Database, value: unknown, organizationId: number): Plan[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw badRequest('plans must be a list');
    const allowed = new Set([organizationId, ...listServices(db, organizationId).map(s => s.id)]);
    const seen = new Set<number>();
    return value.map(plan => {
        if (!isObject(plan)) throw badRequest('Each plan must be an object');
        const id = typeof plan.id === 'string' && /^\d+$/.test(plan.id) ? Number(plan.id) : plan.id;
        if (typeof id !== 'number' || !allowed.has(id)) {
            throw badRequest(
                `Plan ${String(plan.id)} is neither the organization nor one of its services`,
            );
        }
        if (seen.has(id)) throw badRequest(`Plan ${id} appears twice`);
        seen.add(id);
        return { id, alarmTypes: parseAlarmTypes(plan.alarmTypes), time: parseTime(plan.time, id) };
    });
}

/** The organizationId of a body: required, a positive integer. */
export function parseOrganizationId(value: unknown): number {
    if (value === undefined || value === null || value === '') {
        throw badRequest('organizationId is required');
    }
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
        throw badRequest('organizationId must be a positive integer');
    }
    return id;
}

/** A whole record (create or PUT) of the given organization. */
export function parseResponsible(
    db: Database,
    body: Body,
    organizationId: number,
): ResponsibleInput {
    return {
        name: requiredName(body.name, 'Name', API_LENGTHS.shortName),
        email: parseEmail(body.email),
        organizationId,
        plans: parsePlans(db, body.plans, organizationId),
    };
}
