import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import {
    CustomAlarmBody,
    CustomAlarmChange,
    CustomAlarmDryRunBody,
    CustomAlarmRecord,
} from '../../resources/customAlarms/schema.ts';
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
import { findDevice } from '../db/devices.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { parseScript } from './scriptField.ts';
import { badRequest } from './errors.ts';
import { checkBody } from './schemaValidation.ts';
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

    /**
     * A whole record of the organization from a checked body: what its schema cannot say, the
     * organization, the watched device, the script's syntax (parsed, not run).
     */
    const recordOf = async (body: CustomAlarmBody, organizationId: number) => {
        checkBodyOrganization(body.organizationId, organizationId);
        if (!findDevice(db, organizationId, body.monitorId)) {
            throw badRequest(`Device ${body.monitorId} not found`);
        }
        const { title, description, alarmType, monitorId } = body;
        const code = await parseScript(body.code);
        return {
            title,
            description,
            alarmType,
            monitorId,
            organizationId,
            code,
            testData: body.testData ?? '',
        };
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };
        const one = { 200: CustomAlarmRecord };

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

        app.post<{ Body: CustomAlarmBody }>(
            '/alarming/custom-alarms',
            { ...write, schema: { body: CustomAlarmBody, response: { 201: CustomAlarmRecord } } },
            async (request, reply) => {
                const alarm = await recordOf(request.body, request.organizationId);
                return reply.code(201).send(insertCustomAlarm(db, alarm));
            },
        );

        app.patch<IdParams & { Body: CustomAlarmChange }>(
            '/alarming/custom-alarms/:id',
            { ...write, schema: { body: CustomAlarmChange, response: one } },
            async request => {
                const stored = existing(request);
                const body = request.body;
                if (body.id !== undefined && body.id !== null && Number(body.id) !== stored.id) {
                    throw badRequest(
                        `Custom alarm id ${String(body.id)} in the body does not match ${stored.id}`,
                    );
                }
                const given = Object.fromEntries(
                    Object.entries(body).filter(([, value]) => value !== undefined),
                );
                const merged = checkBody<CustomAlarmBody>(CustomAlarmBody, { ...stored, ...given });
                const alarm = {
                    id: stored.id,
                    ...(await recordOf(merged, request.organizationId)),
                };
                updateCustomAlarm(db, alarm);
                return alarm;
            },
        );

        app.delete<IdParams>('/alarming/custom-alarms/:id', write, async request => {
            const { id } = existing(request);
            deleteCustomAlarm(db, request.organizationId, id);
            return { id };
        });

        // The console joins test data and script: the value of the last expression is the result.
        app.post<{ Body: CustomAlarmDryRunBody }>(
            '/alarming/custom-alarms/dryrun',
            { ...write, schema: { body: CustomAlarmDryRunBody } },
            async request => {
                const { code } = request.body;
                const outcome = await runScript({ source: code });
                if (!outcome.ok) throw badRequest(scriptFailureMessage(outcome));
                return { result: outcome.result };
            },
        );
    };
}
