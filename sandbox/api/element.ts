import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    BAD_ELEMENT_TOKEN,
    DRIVER_INSTANCES,
    ROOT_FOLDERS,
    SUB_FOLDERS,
} from '../providers/element.ts';
import { ElementQuery } from '../../resources/integrations/schema.ts';
import { ApiError, notFound } from './errors.ts';
import { organizationScoped } from './organizationScope.ts';

type ElementRequest = { Querystring: ElementQuery };

/**
 * Element's refusal of the token of a checked query (ElementQuery: an address the platform may
 * call and a token), passed on as a 401 (the console keeps its own session).
 */
function checkElementAccess(request: FastifyRequest<ElementRequest>): void {
    if (request.query.auth === BAD_ELEMENT_TOKEN) {
        throw new ApiError(401, 'Element rejected the API token');
    }
}

/** Look-ups in the Element provider while an Element integration is being filled in. */
export function elementRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        // The caller and the organization are checked before the query.
        const read = {
            preValidation: organizationScoped(db),
            schema: { querystring: ElementQuery },
        };

        app.get<ElementRequest>('/element/root-folders', read, async request => {
            checkElementAccess(request);
            return ROOT_FOLDERS;
        });

        app.get<ElementRequest & { Params: { id: string } }>(
            '/element/root-folders/:id',
            read,
            async request => {
                checkElementAccess(request);
                const { id } = request.params;
                if (!Object.hasOwn(SUB_FOLDERS, id)) throw notFound(`Folder ${id} not found`);
                return SUB_FOLDERS[id];
            },
        );

        app.get<ElementRequest>('/element/driver-instances', read, async request => {
            checkElementAccess(request);
            return DRIVER_INSTANCES;
        });
    };
}
