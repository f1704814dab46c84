import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from '../sso/accessTokens.ts';
import { SANDBOX_VERSION } from '../version.ts';
import { alarmRoutes } from './alarms.ts';
import { authenticate } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { customAlarmRoutes } from './customAlarms.ts';
import { dataSharingRoutes } from './dataSharing.ts';
import { deviceActivationRoutes } from './deviceActivation.ts';
import { deviceGroupRoutes } from './deviceGroups.ts';
import { deviceMessageRoutes } from './deviceMessages.ts';
import { deviceOnboardRoutes } from './deviceOnboard.ts';
import { deviceReadingRoutes } from './deviceReadings.ts';
import { deviceRoutes } from './devices.ts';
import { deviceTypeRoutes } from './deviceTypes.ts';
import { elementRoutes } from './element.ts';
import { apiErrorHandler, apiNotFoundHandler } from './errors.ts';
import { integrationRoutes } from './integrations.ts';
import { licenceRoutes } from './licences.ts';
import { organizationRoutes } from './organizations.ts';
import { responsibleRoutes } from './responsibles.ts';
import { checkWithSchemas } from './schemaValidation.ts';
import { serviceRoutes } from './services.ts';
import { userRoutes } from './users.ts';

export interface ApiOptions {
    db: Database;
    verifyAccessToken: AccessTokenVerifier;
}

/** The product API, registered under /api. */
export function productApi({ db, verifyAccessToken }: ApiOptions) {
    return async function register(api: FastifyInstance): Promise<void> {
        api.decorateRequest('caller', null as never);
        api.decorateRequest('organizationId', null as never);
        api.setErrorHandler(apiErrorHandler);
        checkWithSchemas(api);
        api.setNotFoundHandler(apiNotFoundHandler);
        api.addHook('onRequest', authenticate(verifyAccessToken));
        api.addHook('onSend', async (_request, reply, payload) => {
            reply.header('cache-control', 'no-store');
            return payload;
        });

        api.get('/version', { config: { public: true } }, async () => ({
            version: SANDBOX_VERSION,
        }));
        for (const routes of [
            organizationRoutes,
            serviceRoutes,
            integrationRoutes,
            elementRoutes,
            deviceRoutes,
            deviceTypeRoutes,
            deviceOnboardRoutes,
            deviceActivationRoutes,
            deviceReadingRoutes,
            deviceMessageRoutes,
            deviceGroupRoutes,
            dataSharingRoutes,
            licenceRoutes,
            billingRoutes,
            alarmRoutes,
            responsibleRoutes,
            customAlarmRoutes,
            userRoutes,
        ]) {
            await api.register(routes(db));
        }
    };
}
