import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { AlarmRecord } from '../../resources/alarms/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteAlarms,
    existingAlarmIds,
    findAlarm,
    insertAlarm,
    setAlarmState,
} from '../db/alarms.ts';
import { adminScoped } from './adminScope.ts';
import { checkTransition, parseAlarmIds, parseAlarmState, parseNewAlarm } from './alarmInput.ts';
import { objectBody } from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { alarmListJson } from './listJsonCache.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

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
        const write = { preHandler: adminScoped(db) };

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

        app.post('/alarming/alarms', write, async (request, reply) => {
            const alarm = parseNewAlarm(db, objectBody(request.body), request.organizationId);
            return reply.code(201).send(insertAlarm(db, alarm));
        });

        app.patch<IdParams>('/alarming/alarms/:id', write, async request => {
            const id = urlId(request);
            const body = objectBody(request.body);
            if (body.id !== undefined && body.id !== null && Number(body.id) !== id) {
                throw badRequest(`Alarm id ${String(body.id)} in the body does not match ${id}`);
            }
            const alarm = existing(request, id);
            const state = checkTransition(alarm.state, parseAlarmState(body.state));
            setAlarmState(db, id, state);
            return { ...alarm, state };
        });

        // A static path: find-my-way matches it before /:id whatever the order.
        app.delete('/alarming/alarms/bulk', write, async request => {
            const ids = parseAlarmIds(request.body);
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
        });

        app.delete<IdParams>('/alarming/alarms/:id', write, async request => {
            const { id } = existing(request, urlId(request));
            deleteAlarms(db, request.organizationId, [id]);
            return { id };
        });
    };
}
