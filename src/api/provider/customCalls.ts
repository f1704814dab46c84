/**
 * The declared custom calls (activation, commands, dry runs, billing): each resource's and
 * flow's `api(http)`, built on the shared httpClient and merged into one object that the
 * dataProvider spreads under its standard methods (src/api/useCalls.ts reads them).
 */
import type { ResourceDeclaration } from '../../crud/declaration';
import type { HttpClient } from '../transport/httpClient';

export const customCalls = (
    http: HttpClient,
    declarations: Pick<ResourceDeclaration, 'api'>[],
): Record<string, (...args: never[]) => Promise<unknown>> =>
    Object.assign({}, ...declarations.map(declared => (declared.api ? declared.api(http) : {})));
