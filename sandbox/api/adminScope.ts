import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { isOrganizationAdmin } from './caller.ts';
import { forbidden } from './errors.ts';
import { requireOrganization } from './organizationScope.ts';

/** Writes on organization resources: an admin of the organization or a system admin. */
export function requireOrganizationAdmin(request: FastifyRequest): void {
    if (!isOrganizationAdmin(request.caller, request.organizationId)) {
        throw forbidden('Only admins of this organization may do this');
    }
}

/** preHandler for writes: sets request.organizationId like organizationScoped, then 403 for viewers. */
export function adminScoped(db: Database) {
    return async function checkOrganizationAdmin(request: FastifyRequest): Promise<void> {
        request.organizationId = requireOrganization(request, db);
        requireOrganizationAdmin(request);
    };
}

/** preHandler for system-admin-only calls within an organization. */
export function requireSystemAdmin(request: FastifyRequest, what: string): void {
    if (!request.caller.systemAdmin) throw forbidden(`Only system admins may ${what}`);
}
