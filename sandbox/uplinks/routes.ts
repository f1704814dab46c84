/** Uplink endpoints devices post readings to (not under the API base path, no sign-in). */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { evaluateCustomAlarms } from '../alarming/evaluate.ts';
import { ApiError, apiErrorHandler, badRequest, notFound } from '../api/errors.ts';
import { findDeviceByDeviceId } from '../db/devices.ts';
import { findIntegration, type IntegrationType } from '../db/integrations.ts';
import { storeReading } from '../db/readings.ts';

type UplinkParams = { Params: { deviceId: string; secret: string } };

/** Each uplink address and the integration type whose devices use it. */
const ENDPOINTS: Record<string, IntegrationType> = {
    smartInterface: 'REST',
    digimondo: 'WEBHOOK_DIGIMONDO',
};

/** Registered under /{product}/uplink. */
export function uplinkRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.setErrorHandler(apiErrorHandler);
        // Any body is read as JSON, whatever its content type says (devices are not careful).
        app.removeAllContentTypeParsers();
        app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
            try {
                done(null, JSON.parse(String(body)) as unknown);
            } catch {
                done(badRequest('The body must be JSON'), undefined);
            }
        });
        app.addHook('onSend', async (_request, reply, payload) => {
            reply.header('cache-control', 'no-store');
            return payload;
        });

        for (const [path, type] of Object.entries(ENDPOINTS)) {
            app.post<UplinkParams>(`/${path}/:deviceId/key/:secret`, async (request, reply) => {
                const { deviceId, secret } = request.params;
                const device = findDeviceByDeviceId(db, deviceId);
                const integration =
                    device && findIntegration(db, device.organizationId, device.integrationId);
                if (!device || !integration || integration.type !== type) {
                    throw notFound(`Device ${deviceId} not found`);
                }
                if (integration.details.infoList.integrationSecret !== secret) {
                    throw new ApiError(401, 'Wrong integration secret');
                }
                if (request.body === undefined) throw badRequest('The body must be JSON');
                const time = Date.now();
                storeReading(db, device.id, time, JSON.stringify(request.body));
                evaluateCustomAlarms(db, device, time, request.body);
                return reply.code(202).send({ deviceId, timestamp: time });
            });
        }
    };
}
