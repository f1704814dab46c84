/**
 * Responsibles as the API serves them (decision 0068): each record holds its organization, no
 * header: a list names it as a parameter (or lists every organization of the caller), a create
 * in its body, and a record's own is checked against the caller's groups. The declaration
 * (./index.ts) spreads these facts; the sandbox serves the collection from them and the schemas
 * (resources/collections.ts), with the check of the plans on top (sandbox/api/responsibles.ts).
 * Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import type { Responsible } from './types.ts';

export const responsibleCollection: CollectionFacts<Responsible> = {
    name: 'responsibles',
    endpoint: '/alarming/responsibles',
    organizationScoped: false,
    organizationParam: 'organizationId',
    organizationInBody: 'organizationId',
    updateMethod: 'PUT',
};
