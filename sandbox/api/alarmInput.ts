/** Validation of alarms: a new (test) alarm, a state change by the acknowledge rule, bulk ids. */
import type { Database } from 'better-sqlite3';
import {
    ALARM_STATES,
    ALARM_TYPES,
    type AlarmInput,
    type AlarmState,
    type AlarmType,
} from '../db/alarms.ts';
import { findService } from '../db/services.ts';
import {
    type Body,
    checkBodyOrganization,
    optionalFreeText,
    optionalId,
    requiredName,
} from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

export function parseAlarmType(value: unknown): AlarmType {
    if (!ALARM_TYPES.includes(value as AlarmType)) {
        throw badRequest(`Type must be one of ${ALARM_TYPES.join(', ')}`);
    }
    return value as AlarmType;
}

export function parseAlarmState(value: unknown): AlarmState {
    if (!ALARM_STATES.includes(value as AlarmState)) {
        throw badRequest(`State must be one of ${ALARM_STATES.join(', ')}`);
    }
    return value as AlarmState;
}

/** POST /alarming/alarms: `{ title, description, type, organizationId, state, serviceId? }`. */
export function parseNewAlarm(db: Database, body: Body, organizationId: number): AlarmInput {
    checkBodyOrganization(body.organizationId, organizationId);
    const title = requiredName(body.title, 'Title', API_LENGTHS.textName);
    const description = optionalFreeText(body.description, 'description', API_LENGTHS.freeText);
    const type = parseAlarmType(body.type);
    const state = parseAlarmState(body.state);
    const serviceId = optionalId(body.serviceId, 'serviceId');
    if (serviceId !== null && !findService(db, organizationId, serviceId)) {
        throw badRequest(`Service ${serviceId} not found`);
    }
    return {
        timestamp: Date.now(),
        type,
        title,
        description,
        state,
        serviceId,
        organizationId,
        customAlarmId: null,
    };
}

/** The acknowledge rule: OPEN and ACTIVE become ACKNOWLEDGED, INACTIVE becomes RESOLVED. */
const ACKNOWLEDGED_AS: Partial<Record<AlarmState, AlarmState>> = {
    OPEN: 'ACKNOWLEDGED',
    ACTIVE: 'ACKNOWLEDGED',
    INACTIVE: 'RESOLVED',
};

/** The new state of a PATCH, if the rule allows the change (400 otherwise). */
export function checkTransition(from: AlarmState, to: AlarmState): AlarmState {
    if (ACKNOWLEDGED_AS[from] !== to) {
        throw badRequest(`An alarm in state ${from} cannot change to ${to}`);
    }
    return to;
}

/** DELETE /alarming/alarms/bulk: `{ ids: [..] }`, positive integers (or digit strings), each once. */
export function parseAlarmIds(body: unknown): number[] {
    const given = (body as Body | null | undefined)?.ids;
    const ids = Array.isArray(given)
        ? given.map(id => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id))
        : [];
    if (
        ids.length === 0 ||
        !ids.every(id => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
    ) {
        throw badRequest('ids must be a non-empty list of alarm ids');
    }
    return [...new Set(ids as number[])];
}
