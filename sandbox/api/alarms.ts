import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import {
    AlarmIdsBody,
    AlarmRecord,
    AlarmStateBody,
    NewAlarmBody,
    type AlarmState,
} from '../../resources/alarms/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteAlarms,
    existingAlarmIds,
    findAlarm,
    insertAlarm,
    setAlarmState,
} from '../db/alarms.ts';
import { findService } from '../db/services.ts';
import { adminScoped } from './adminScope.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { alarmListJson } from './listJsonCache.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

/** The acknowledge rule: OPEN and ACTIVE become ACKNOWLEDGED, INACTIVE becomes RESOLVED. */
const ACKNOWLEDGED_AS: Partial<Record<AlarmState, AlarmState>> = {
    OPEN: 'ACKNOWLEDGED',
    ACTIVE: 'ACKNOWLEDGED',
    INACTIVE: 'RESOLVED',
};

/** The new state of a PATCH, if the rule allows the change (400 otherwise). */
function checkTransition(from: AlarmState, to: AlarmState): AlarmState {
    if (ACKNOWLEDGED_AS[from] !== to) {
        throw badRequest(`An alarm in state ${from} cannot change to ${to}`);
    }
    return to;
}

/** Alarms and logs of the organization: list, test alarm, acknowledge, removal. */
export function alarmRoutes(db: Database) {
    const existing = (request: FastifyRequest, id: number) => {
        const alarm = findAlarm(db, request.organizationId, id);
        if (!alarm) throw missingRecord(db, request, 'alarms', id, `Alarm ${id} not found`);
        return alarm;
    };
    const urlId = (request: FastifyRequest<IdParams>) => parseId(request.params.id, 'Alarm');

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

        app.get(
            '/alarming/alarms',
            { ...read, schema: { response: { 200: Type.Array(AlarmRecord) } } },
            async (request, reply) =>
                reply
                    .type('application/json; charset=utf-8')
                    .send(alarmListJson(db, request.organizationId)),
        );

        app.get<IdParams>(
            '/alarming/alarms/:id',
            { ...read, schema: { response: { 200: AlarmRecord } } },
            async request => existing(request, urlId(request)),
        );

        app.post<{ Body: NewAlarmBody }>(
            '/alarming/alarms',
            { ...write, schema: { body: NewAlarmBody, response: { 201: AlarmRecord } } },
            async (request, reply) => {
                const { organizationId } = request;
                const body = request.body;
                checkBodyOrganization(body.organizationId, organizationId);
                const serviceId = body.serviceId ?? null;
                if (serviceId !== null && !findService(db, organizationId, serviceId)) {
                    throw badRequest(`Service ${serviceId} not found`);
                }
                const alarm = insertAlarm(db, {
                    timestamp: Date.now(),
                    type: body.type,
                    title: body.title,
                    description: body.description ?? '',
                    state: body.state,
                    serviceId,
                    organizationId,
                    customAlarmId: null,
                });
                return reply.code(201).send(alarm);
            },
        );

        app.patch<IdParams & { Body: AlarmStateBody }>(
            '/alarming/alarms/:id',
            { ...write, schema: { body: AlarmStateBody, response: { 200: AlarmRecord } } },
            async request => {
                const id = urlId(request);
                const body = request.body;
                if (body.id !== undefined && body.id !== null && Number(body.id) !== id) {
                    throw badRequest(
                        `Alarm id ${String(body.id)} in the body does not match ${id}`,
                    );
                }
                const alarm = existing(request, id);
                const state = checkTransition(alarm.state, body.state);
                setAlarmState(db, id, state);
                return { ...alarm, state };
            },
        );

        // A static path: find-my-way matches it before /:id whatever the order.
        app.delete<{ Body: AlarmIdsBody }>(
            '/alarming/alarms/bulk',
            { ...write, schema: { body: AlarmIdsBody } },
            async request => {
                const ids = [...new Set(request.body.ids)];
                const found = existingAlarmIds(db, request.organizationId, ids);
                const missing = ids.filter(id => !found.has(id));
                if (missing.length) {
                    throw missingRecord(
                        db,
                        request,
                        'alarms',
                        missing,
                        `Alarm ${missing[0]} not found`,
                    );
                }
                deleteAlarms(db, request.organizationId, ids);
                return { ids };
            },
        );

        app.delete<IdParams>('/alarming/alarms/:id', write, async request => {
            const { id } = existing(request, urlId(request));
            deleteAlarms(db, request.organizationId, [id]);
            return { id };
        });
    };
}
