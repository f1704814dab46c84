import swagger from '@fastify/swagger';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from '../sso/accessTokens.ts';
import { SANDBOX_VERSION } from '../version.ts';
import { alarmRoutes } from './alarms.ts';
import { authenticate } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { customAlarmRoutes } from './customAlarms.ts';
import { dataSharingDryRunRoutes, dataSharingHooks } from './dataSharing.ts';
import { type CollectionHooks, declaredCollectionRoutes } from './declaredCollection.ts';
import { deviceActivationRoutes } from './deviceActivation.ts';
import { deviceGroupDownlinkRoutes, deviceGroupHooks } from './deviceGroups.ts';
import { deviceMessageRoutes } from './deviceMessages.ts';
import { deviceOnboardRoutes } from './deviceOnboard.ts';
import { deviceReadingRoutes } from './deviceReadings.ts';
import { deviceRoutes } from './devices.ts';
import { deviceTypeRoutes } from './deviceTypes.ts';
import { elementRoutes } from './element.ts';
import { apiErrorHandler, apiNotFoundHandler } from './errors.ts';
import { integrationHooks, integrationRegisterRoutes } from './integrations.ts';
import { licenceRoutes } from './licences.ts';
import { organizationHooks } from './organizations.ts';
import { responsibleHooks } from './responsibles.ts';
import { collections } from '../../resources/collections.ts';
import { checkWithSchemas } from './schemaValidation.ts';
import { serviceActivationRoutes, serviceHooks } from './services.ts';
import { userRoutes } from './users.ts';

/** The API's OpenAPI document, below the API's base path: GET /api/openapi.json. */
export const OPENAPI_PATH = '/openapi.json';

const OPENAPI = {
    openapi: '3.1.0',
    info: {
        title: 'IoT platform API (sandbox)',
        description:
            "The product API as the sandbox serves it, generated from its routes and the entities' schemas (resources/<name>/schema.ts). Behaviour a schema cannot say: sandbox/API.md.",
        version: SANDBOX_VERSION,
    },
    servers: [{ url: '/api' }],
    components: {
        securitySchemes: {
            bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' },
        },
    },
    security: [{ bearer: [] }],
};

/**
 * The rules of declared collections that their declaration cannot say, by resource name; a
 * collection without an entry is served by its declaration alone (decision 0068).
 */
const COLLECTION_HOOKS: Partial<Record<string, (db: Database) => CollectionHooks>> = {
    dataSharing: dataSharingHooks,
    deviceGroups: deviceGroupHooks,
    integrations: integrationHooks,
    organizations: organizationHooks,
    responsibles: responsibleHooks,
    services: serviceHooks,
};

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

        // Before the routes: it collects them as they are added (decision 0062).
        await api.register(swagger, { openapi: OPENAPI });
        api.get(OPENAPI_PATH, { config: { public: true }, schema: { hide: true } }, async () =>
            api.swagger(),
        );

        api.get('/version', { config: { public: true } }, async () => ({
            version: SANDBOX_VERSION,
        }));
        // The declared collections (resources/collections.ts), each with its rules, if any.
        for (const collection of collections) {
            const hooks = COLLECTION_HOOKS[collection.name]?.(db);
            await api.register(declaredCollectionRoutes(db, collection, hooks));
        }
        // The other collections, and the calls of their own of the declared ones.
        for (const routes of [
            serviceActivationRoutes,
            integrationRegisterRoutes,
            elementRoutes,
            deviceRoutes,
            deviceTypeRoutes,
            deviceOnboardRoutes,
            deviceActivationRoutes,
            deviceReadingRoutes,
            deviceMessageRoutes,
            deviceGroupDownlinkRoutes,
            dataSharingDryRunRoutes,
            licenceRoutes,
            billingRoutes,
            alarmRoutes,
            customAlarmRoutes,
            userRoutes,
        ]) {
            await api.register(routes(db));
        }
    };
}
