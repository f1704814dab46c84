import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { DataSharingRecord } from '../../resources/dataSharing/schema.ts';
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
import { objectBody, requiredId } from './bodyFields.ts';
import { parseDataSharing } from './dataSharingInput.ts';
import { badRequest } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { shownTo } from './secrets.ts';
import { DATA_SHARING_SECRETS } from '../../resources/dataSharing/secrets.ts';

const shown = shownTo(DATA_SHARING_SECRETS);

type IdParams = { Params: { id: string } };

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
        const write = { preHandler: adminScoped(db) };

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

        app.post('/sharing', write, async (request, reply) => {
            const sharing = await parseDataSharing(objectBody(request.body));
            return reply
                .code(201)
                .send(insertDataSharing(db, request.organizationId, { ...sharing, error: false }));
        });

        // PATCH /sharing with the id in the body (/sharing/{id} works too) changes the fields sent
        // and keeps the others (the console sends only what the user changed). `error`
        // (deactivated) is set as sent: false activates a deactivated sharing again (the detail
        // page's "Activate again"); left out, the stored flag stays.
        const update = async (request: FastifyRequest, urlId?: number) => {
            const body = objectBody(request.body);
            const id = urlId ?? requiredId(body.id, 'id');
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
            const parsed = await parseDataSharing({ ...stored, ...given });
            const keepsFlag = body.error === undefined || body.error === null;
            const sharing = { id, ...parsed, error: keepsFlag ? stored.error : parsed.error };
            updateDataSharing(db, sharing);
            return sharing;
        };
        app.patch('/sharing', write, async request => update(request));
        app.patch<IdParams>('/sharing/:id', write, async request =>
            update(request, parseId(request.params.id, 'Data sharing')),
        );

        app.delete<IdParams>('/sharing/:id', write, async request => {
            const { id } = existing(request, parseId(request.params.id, 'Data sharing'));
            deleteDataSharing(db, request.organizationId, id);
            return { id };
        });

        app.post('/sharing/dryrun', write, async request => {
            const { script } = objectBody(request.body);
            if (typeof script !== 'string' || script.trim() === '') {
                throw badRequest('Script is required');
            }
            const outcome = await runScript({
                source: script,
                call: 'process',
                args: [SAMPLE_UPLINK],
            });
            if (!outcome.ok) throw badRequest(scriptFailureMessage(outcome));
            return { data: { result: outcome.result } };
        });
    };
}
