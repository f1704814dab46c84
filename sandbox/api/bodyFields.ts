/**
 * What a body's schema cannot say about its organization: an organizationId in it must be the
 * organization of the request's header (decision 0061). The shapes of the bodies are their
 * schemas' (resources/<name>/schema.ts), checked by sandbox/api/schemaValidation.ts.
 */
import { badRequest } from './errors.ts';

/** An organizationId in a body must name the organization of the header (it may be left out). */
export function checkBodyOrganization(value: unknown, organizationId: number): void {
    if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
    ) {
        return;
    }
    if (Number(value) !== organizationId) {
        throw badRequest(
            `organizationId ${String(value)} does not match the organization header (${organizationId})`,
        );
    }
}
