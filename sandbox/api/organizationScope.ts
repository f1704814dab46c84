import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { findOrganization } from '../db/organizations.ts';
import { canAccessOrganization } from './caller.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { ORGANIZATION_HEADER } from './headers.ts';

declare module 'fastify' {
    interface FastifyRequest {
        /** Set by the organizationScoped preHandler. */
        organizationId: number;
    }
}

/**
 * The organization an organization-scoped call is about, from the X-Organization-Id header,
 * checked against the caller: 400 when missing or malformed, 403 without a group in it (system
 * admins may use any), 404 when it does not exist.
 */
export function requireOrganization(request: FastifyRequest, db: Database): number {
    const raw = request.headers[ORGANIZATION_HEADER];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value.trim() === '')
        throw badRequest('Organization id header missing');
    if (!/^\d+$/.test(value.trim()))
        throw badRequest('Organization id header must be a positive integer');
    const organizationId = Number(value.trim());
    if (!canAccessOrganization(request.caller, organizationId)) {
        throw forbidden('No access to this organization');
    }
    if (!findOrganization(db, organizationId))
        throw notFound(`Organization ${organizationId} not found`);
    return organizationId;
}

/** preHandler for organization-scoped routes: sets request.organizationId. */
export function organizationScoped(db: Database) {
    return async function checkOrganization(request: FastifyRequest): Promise<void> {
        request.organizationId = requireOrganization(request, db);
    };
}
