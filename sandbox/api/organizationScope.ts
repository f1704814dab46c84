import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { findOrganization } from '../db/organizations.ts';
import { canAccessOrganization } from './caller.ts';
import { ApiError, badRequest, forbidden, notFound } from './errors.ts';
import { ORGANIZATION_HEADER } from './headers.ts';

declare module 'fastify' {
    interface FastifyRequest {
        /** Set by the organizationScoped preHandler. */
        organizationId: number;
    }
}

/** The 403 message of cross-organization access. */
export const NO_ACCESS = 'No access to this organization';

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
    return memberOf(request, db, Number(value.trim()));
}

/**
 * An organization the caller names (in a header, a parameter or a body): 403 without a group in
 * it (system admins may use any), 404 when it does not exist.
 */
export function memberOf(request: FastifyRequest, db: Database, organizationId: number): number {
    if (!canAccessOrganization(request.caller, organizationId)) {
        throw forbidden(NO_ACCESS);
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

/**
 * Tables whose rows belong to one organization (columns `id` and `organizationId`): the tables of
 * the declared collections (sandbox/db/schemaTable.ts, named by tableNameOf: services,
 * integrations, device_groups, data_sharings, responsibles...) and those of the routes of their own.
 */
export type OrganizationTable =
    DeclaredTable | 'devices' | 'alarms' | 'custom_alarms' | 'billingSubscriptions';

/** A declared collection's table (its resource name in snake case). */
type DeclaredTable = string & Record<never, never>;

/**
 * The answer for records a call names (path ids, the id lists of bulk calls) that the request's
 * organization does not hold: 403 when one of them belongs to an organization the caller has no
 * group in (cross-organization access), else 404 with `message`, as if they did not exist (a
 * system admin, or a member of both organizations, under the other organization's header).
 */
export function missingRecord(
    db: Database,
    request: FastifyRequest,
    table: OrganizationTable,
    ids: number | number[],
    message: string,
): ApiError {
    const organizationOf = db.prepare(`SELECT organizationId FROM ${table} WHERE id = ?`).pluck();
    const foreign = (Array.isArray(ids) ? ids : [ids]).some(id => {
        const organizationId = organizationOf.get(id);
        return (
            typeof organizationId === 'number' &&
            !canAccessOrganization(request.caller, organizationId)
        );
    });
    return foreign ? forbidden(NO_ACCESS) : notFound(message);
}
