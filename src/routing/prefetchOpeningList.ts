/**
 * When the console opens on a large list (a declaration with `prefetch`), its collections start
 * loading as soon as the user is signed in, before React has rendered anything: at 100,000
 * devices the download and the parsing then overlap the start of the console instead of
 * following it. Only for a list the user may open in the organization that will be current.
 * The organizations start first on every page: every page waits for them (OrganizationGate),
 * which otherwise asked for them only once React had rendered the layout.
 * Returns the collections it started.
 */
import { canOpen, type AccessRule } from '../auth/access';
import type { Identity } from '../auth/roles';
import { roleIn } from '../auth/roles';
import type { ResourceDeclaration } from '../crud/declaration';

interface Options {
    location: Pick<Location, 'pathname' | 'search'>;
    resources: ResourceDeclaration[];
    /** The route table's access rules (buildAccessRules). */
    accessRules: readonly AccessRule[];
    identity: Identity;
    organizationId: string | null;
    prefetchCollection: (resource: string) => Promise<void>;
}

/** The organizations, read by OrganizationGate (useOrganizations) before any page renders. */
const GATE_LOOKUP = 'organizations';

/** The opening list's collections, when it is one the user may open (none else). */
const openingListCollections = ({
    location,
    resources,
    accessRules,
    identity,
    organizationId,
}: Options): string[] => {
    const declaration = resources.find(
        candidate => candidate.prefetch && candidate.paths.list === location.pathname,
    );
    if (!declaration?.prefetch || !organizationId) return [];
    // The organization of the address wins at start (see organizationSelection.ts).
    const requested = new URLSearchParams(location.search).get('organization_id');
    if (requested && requested !== organizationId) return [];
    if (!canOpen(accessRules, roleIn(identity, organizationId), location.pathname, true)) return [];
    return declaration.prefetch;
};

export const prefetchOpeningList = (options: Options): string[] => {
    const started = [GATE_LOOKUP, ...openingListCollections(options)];
    for (const resource of started) void options.prefetchCollection(resource);
    return started;
};
