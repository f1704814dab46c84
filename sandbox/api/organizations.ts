/**
 * The rules of organizations that their declaration cannot say (the collection is served by
 * declaration, sandbox/api/declaredCollection.ts, decision 0068): system admins manage them (the
 * declared access), everyone reads the organizations they have a group in. Removing one removes
 * its records with it (the tables' ON DELETE CASCADE).
 */
import type { CollectionHooks } from './declaredCollection.ts';
import { canAccessOrganization } from './caller.ts';

export function organizationHooks(): CollectionHooks {
    return {
        readable: (request, id) => canAccessOrganization(request.caller, id),
    };
}
