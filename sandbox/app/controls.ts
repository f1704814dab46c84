import type { Database } from 'better-sqlite3';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, apiErrorHandler, badRequest, notFound } from '../api/errors.ts';
import type { TtlValues } from '../config.ts';
import { FaultInputError, type FaultStore } from '../faults.ts';
import type { TtlSettings } from '../sso/ttl.ts';
import { DATA_CONTROLS, dataControls } from './dataControls.ts';
import { USER_CONTROLS, userControls } from './userControls.ts';

export interface ControlsOptions {
    db: Database;
    faults: FaultStore;
    ttl: TtlSettings;
    /** Reseeds the data and forgets faults and TTL changes (SSO keys and sessions stay). */
    reset: () => void;
}

const TTL_KEYS: (keyof TtlValues)[] = ['accessTokenTtl', 'refreshTokenTtl', 'sessionTtl'];

function parseTtl(body: unknown): Partial<TtlValues> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Request body must be a JSON object');
    }
    const changes: Partial<TtlValues> = {};
    for (const [key, value] of Object.entries(body)) {
        if (!TTL_KEYS.includes(key as keyof TtlValues)) {
            throw badRequest(`Unknown property "${key}"; expected ${TTL_KEYS.join(', ')}`);
        }
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
            throw badRequest(`${key} must be a whole number of seconds >= 1`);
        }
        changes[key as keyof TtlValues] = value;
    }
    return changes;
}

/** Test controls under /__sandbox: no authentication, always on (it is a sandbox). */
export function sandboxControls({ db, faults, ttl, reset }: ControlsOptions) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.setErrorHandler<FastifyError | FaultInputError>((error, request, reply) =>
            apiErrorHandler(
                error instanceof FaultInputError ? new ApiError(400, error.message) : error,
                request,
                reply,
            ),
        );
        app.setNotFoundHandler(async (request, reply) =>
            reply.code(404).send({
                message: `No sandbox control ${request.method} ${request.url.split('?')[0]}`,
            }),
        );
        app.addHook('onSend', async (_request, reply, payload) => {
            reply.header('cache-control', 'no-store');
            return payload;
        });

        app.get('/', async () => ({
            controls: [
                'GET|POST|DELETE /__sandbox/faults',
                'DELETE /__sandbox/faults/:id',
                'GET|POST|DELETE /__sandbox/sso/ttl',
                'POST /__sandbox/reset',
                ...DATA_CONTROLS,
                ...USER_CONTROLS,
            ],
        }));

        app.get('/faults', async () => faults.list());
        app.post('/faults', async (request, reply) =>
            reply.code(201).send(faults.add(request.body)),
        );
        app.delete('/faults', async () => {
            const cleared = faults.list().length;
            faults.clear();
            return { cleared };
        });
        app.delete<{ Params: { id: string } }>('/faults/:id', async request => {
            const id = Number(request.params.id);
            if (!faults.remove(id)) throw notFound(`Fault ${request.params.id} not found`);
            return { id };
        });

        app.get('/sso/ttl', async () => ttl.values);
        app.post('/sso/ttl', async request => ttl.update(parseTtl(request.body)));
        app.delete('/sso/ttl', async () => ttl.restore());

        await app.register(dataControls(db));
        await app.register(userControls(db));

        app.post('/reset', async () => {
            reset();
            return { message: 'Sandbox reset: demo data reseeded, faults and TTLs restored' };
        });
    };
}
