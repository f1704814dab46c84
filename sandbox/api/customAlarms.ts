import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { CustomAlarmRecord } from '../../resources/customAlarms/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteCustomAlarm,
    findCustomAlarm,
    insertCustomAlarm,
    listCustomAlarms,
    updateCustomAlarm,
} from '../db/customAlarms.ts';
import { runScript, scriptFailureMessage } from '../scripts/runScript.ts';
import { adminScoped } from './adminScope.ts';
import { objectBody } from './bodyFields.ts';
import { parseCustomAlarm } from './customAlarmInput.ts';
import { badRequest } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

/** Custom alarms: a script on a device's readings that raises an alarm when it is true. */
export function customAlarmRoutes(db: Database) {
    const existing = (request: FastifyRequest<IdParams>) => {
        const id = parseId(request.params.id, 'Custom alarm');
        const alarm = findCustomAlarm(db, request.organizationId, id);
        if (!alarm) {
            throw missingRecord(db, request, 'custom_alarms', id, `Custom alarm ${id} not found`);
        }
        return alarm;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        const write = { preHandler: adminScoped(db) };

        app.get(
            '/alarming/custom-alarms',
            { ...read, schema: { response: { 200: Type.Array(CustomAlarmRecord) } } },
            async request => listCustomAlarms(db, request.organizationId),
        );

        app.get<IdParams>(
            '/alarming/custom-alarms/:id',
            { ...read, schema: { response: { 200: CustomAlarmRecord } } },
            async request => existing(request),
        );

        app.post('/alarming/custom-alarms', write, async (request, reply) => {
            const body = objectBody(request.body);
            const alarm = await parseCustomAlarm(db, body, request.organizationId);
            return reply.code(201).send(insertCustomAlarm(db, alarm));
        });

        app.patch<IdParams>('/alarming/custom-alarms/:id', write, async request => {
            const stored = existing(request);
            const body = objectBody(request.body);
            if (body.id !== undefined && body.id !== null && Number(body.id) !== stored.id) {
                throw badRequest(
                    `Custom alarm id ${String(body.id)} in the body does not match ${stored.id}`,
                );
            }
            const given = Object.fromEntries(
                Object.entries(body).filter(([, value]) => value !== undefined),
            );
            const parsed = await parseCustomAlarm(
                db,
                { ...stored, ...given },
                request.organizationId,
            );
            const alarm = { id: stored.id, ...parsed };
            updateCustomAlarm(db, alarm);
            return alarm;
        });

        app.delete<IdParams>('/alarming/custom-alarms/:id', write, async request => {
            const { id } = existing(request);
            deleteCustomAlarm(db, request.organizationId, id);
            return { id };
        });

        // The console joins test data and script: the value of the last expression is the result.
        app.post('/alarming/custom-alarms/dryrun', write, async request => {
            const { code } = objectBody(request.body);
            if (typeof code !== 'string' || code.trim() === '') {
                throw badRequest('Script is required');
            }
            const outcome = await runScript({ source: code });
            if (!outcome.ok) throw badRequest(scriptFailureMessage(outcome));
            return { result: outcome.result };
        });
    };
}
