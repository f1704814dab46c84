import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import {
    DataSharingBody,
    DataSharingChange,
    DataSharingDryRunBody,
    DataSharingRecord,
    DataSharingUpdate,
    HttpTarget,
    MqttTarget,
} from '../../resources/dataSharing/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteDataSharing,
    findDataSharing,
    insertDataSharing,
    listDataSharings,
    updateDataSharing,
} from '../db/dataSharings.ts';
import { runScript, scriptFailureMessage } from '../scripts/runScript.ts';
import { SAMPLE_UPLINK } from '../scripts/sampleUplink.ts';
import { adminScoped } from './adminScope.ts';
import type { DataSharing } from '../db/dataSharings.ts';
import { checkSupportedType } from './deviceFields.ts';
import { badRequest } from './errors.ts';
import { checkBody } from './schemaValidation.ts';
import { parseScript } from './scriptField.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { shownTo } from './secrets.ts';
import { DATA_SHARING_SECRETS } from '../../resources/dataSharing/secrets.ts';

const shown = shownTo(DATA_SHARING_SECRETS);

type IdParams = { Params: { id: string } };

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A whole record from a checked body: the target by its protocol's schema (an HTTP sharing's
 * headers and address, an MQTT sharing's broker settings), the device type against the
 * catalogue, the script's syntax.
 */
async function sharingOf(body: DataSharingBody): Promise<Omit<DataSharing, 'id'>> {
    const deviceDetails = checkSupportedType(body.deviceDetails);
    const address = body.address ?? '';
    let headers: Record<string, string> = {};
    let mqttConfig: DataSharing['mqttConfig'] = null;
    if (body.protocol === 'HTTP') {
        const target = checkBody<HttpTarget>(HttpTarget, { headers: body.headers, address });
        const given = isObject(target.headers) ? target.headers : {};
        headers = Object.fromEntries(
            Object.entries(given).map(([key, value]) => [key.trim(), String(value)]),
        );
    } else {
        const { mqttConfig: given } = checkBody<MqttTarget>(MqttTarget, {
            mqttConfig: isObject(body.mqttConfig) ? body.mqttConfig : {},
        });
        mqttConfig = {
            userName: given.userName ?? given.username ?? '',
            password: given.password ?? '',
            topic: given.topic ?? '',
        };
    }
    return {
        name: body.name,
        protocol: body.protocol,
        deviceDetails,
        headers,
        mqttConfig,
        address,
        error: body.error ?? false,
        script: await parseScript(body.script),
    };
}

/** Data sharing: forwarding of device data, shaped by a script, to an HTTP or MQTT target. */
export function dataSharingRoutes(db: Database) {
    const existing = (request: FastifyRequest, id: number) => {
        const sharing = findDataSharing(db, request.organizationId, id);
        if (!sharing) {
            throw missingRecord(db, request, 'data_sharings', id, `Data sharing ${id} not found`);
        }
        return sharing;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };
        const one = { 200: DataSharingRecord };

        app.get(
            '/sharing',
            {
                ...read,
                schema: {
                    response: { 200: Type.Object({ result: Type.Array(DataSharingRecord) }) },
                },
            },
            async request => ({
                result: shown(request, listDataSharings(db, request.organizationId)),
            }),
        );

        app.get<IdParams>(
            '/sharing/:id',
            { ...read, schema: { response: { 200: DataSharingRecord } } },
            async request =>
                shown(request, existing(request, parseId(request.params.id, 'Data sharing'))),
        );

        app.post<{ Body: DataSharingBody }>(
            '/sharing',
            { ...write, schema: { body: DataSharingBody, response: { 201: DataSharingRecord } } },
            async (request, reply) => {
                const sharing = await sharingOf(request.body);
                return reply
                    .code(201)
                    .send(
                        insertDataSharing(db, request.organizationId, { ...sharing, error: false }),
                    );
            },
        );

        // PATCH /sharing with the id in the body (/sharing/{id} works too) changes the fields sent
        // and keeps the others (the console sends only what the user changed). `error`
        // (deactivated) is set as sent: false activates a deactivated sharing again (the detail
        // page's "Activate again"); left out, the stored flag stays.
        const update = async (
            request: FastifyRequest<{ Body: DataSharingChange }>,
            urlId?: number,
        ) => {
            const body = request.body;
            const id = urlId ?? Number(body.id);
            if (
                urlId !== undefined &&
                body.id !== undefined &&
                body.id !== null &&
                Number(body.id) !== urlId
            ) {
                throw badRequest(
                    `Data sharing id ${String(body.id)} in the body does not match ${urlId}`,
                );
            }
            const stored = existing(request, id);
            const given = Object.fromEntries(
                Object.entries(body).filter(([, value]) => value !== undefined),
            );
            const merged = checkBody<DataSharingBody>(DataSharingBody, { ...stored, ...given });
            const parsed = await sharingOf(merged);
            const keepsFlag = body.error === undefined;
            const sharing = { id, ...parsed, error: keepsFlag ? stored.error : parsed.error };
            updateDataSharing(db, sharing);
            return sharing;
        };
        app.patch<{ Body: DataSharingUpdate }>(
            '/sharing',
            { ...write, schema: { body: DataSharingUpdate, response: one } },
            async request => update(request),
        );
        app.patch<IdParams & { Body: DataSharingChange }>(
            '/sharing/:id',
            { ...write, schema: { body: DataSharingChange, response: one } },
            async request => update(request, parseId(request.params.id, 'Data sharing')),
        );

        app.delete<IdParams>('/sharing/:id', write, async request => {
            const { id } = existing(request, parseId(request.params.id, 'Data sharing'));
            deleteDataSharing(db, request.organizationId, id);
            return { id };
        });

        app.post<{ Body: DataSharingDryRunBody }>(
            '/sharing/dryrun',
            { ...write, schema: { body: DataSharingDryRunBody } },
            async request => {
                const { script } = request.body;
                const outcome = await runScript({
                    source: script,
                    call: 'process',
                    args: [SAMPLE_UPLINK],
                });
                if (!outcome.ok) throw badRequest(scriptFailureMessage(outcome));
                return { data: { result: outcome.result } };
            },
        );
    };
}
