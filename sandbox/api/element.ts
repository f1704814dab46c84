import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    BAD_ELEMENT_TOKEN,
    DRIVER_INSTANCES,
    ROOT_FOLDERS,
    SUB_FOLDERS,
} from '../providers/element.ts';
import { callableAddress } from './bodyFields.ts';
import { ApiError, badRequest, notFound } from './errors.ts';
import { organizationScoped } from './organizationScope.ts';

type ElementQuery = { Querystring: { auth?: string; url?: string } };

/**
 * The Element address and token from the query: 400 when missing, 401 when Element refuses the
 * token (passed on as Element's refusal: the console keeps its own session).
 */
function checkElementAccess(request: FastifyRequest<ElementQuery>): void {
    const { auth, url } = request.query;
    if (!url || url.trim() === '') throw badRequest('url is required');
    callableAddress(url, 'url');
    if (!auth || auth.trim() === '') throw badRequest('auth is required');
    if (auth === BAD_ELEMENT_TOKEN) throw new ApiError(401, 'Element rejected the API token');
}

/** Look-ups in the Element provider while an Element integration is being filled in. */
export function elementRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };

        app.get<ElementQuery>('/element/root-folders', read, async request => {
            checkElementAccess(request);
            return ROOT_FOLDERS;
        });

        app.get<ElementQuery & { Params: { id: string } }>(
            '/element/root-folders/:id',
            read,
            async request => {
                checkElementAccess(request);
                const { id } = request.params;
                if (!Object.hasOwn(SUB_FOLDERS, id)) throw notFound(`Folder ${id} not found`);
                return SUB_FOLDERS[id];
            },
        );

        app.get<ElementQuery>('/element/driver-instances', read, async request => {
            checkElementAccess(request);
            return DRIVER_INSTANCES;
        });
    };
}
