import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { ResponsibleRecord } from '../../resources/responsibles/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findOrganization } from '../db/organizations.ts';
import {
    deleteResponsible,
    findResponsible,
    insertResponsible,
    listResponsibles,
    updateResponsible,
} from '../db/responsibles.ts';
import { requireOrganizationAdmin } from './adminScope.ts';
import { objectBody } from './bodyFields.ts';
import { canAccessOrganization } from './caller.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, NO_ACCESS } from './organizationScope.ts';
import { parseOrganizationId, parseResponsible } from './responsibleInput.ts';

type IdParams = { Params: { id: string } };
type ListQuery = { Querystring: { organizationId?: string } };

/**
 * Alarm responsibles. No organization header: each record's (or body's) organizationId is
 * checked against the caller's groups instead.
 */
export function responsibleRoutes(db: Database) {
    /** A member of the organization (or a system admin), else 403; 404 if it does not exist. */
    const memberOf = (request: FastifyRequest, organizationId: number) => {
        if (!canAccessOrganization(request.caller, organizationId)) {
            throw forbidden(NO_ACCESS);
        }
        if (!findOrganization(db, organizationId)) {
            throw notFound(`Organization ${organizationId} not found`);
        }
        return organizationId;
    };
    /** A responsible the caller may see: of an organization the caller has no group in, 403. */
    const existing = (request: FastifyRequest<IdParams>) => {
        const id = parseId(request.params.id, 'Responsible');
        const responsible = findResponsible(db, id);
        if (!responsible || !canAccessOrganization(request.caller, responsible.organizationId)) {
            throw missingRecord(db, request, 'responsibles', id, `Responsible ${id} not found`);
        }
        return responsible;
    };
    /** Writes: an admin of the organization, or a system admin. */
    const adminOf = (request: FastifyRequest, organizationId: number) => {
        request.organizationId = organizationId;
        requireOrganizationAdmin(request);
    };

    return async function register(app: FastifyInstance): Promise<void> {
        app.get<ListQuery>(
            '/alarming/responsibles',
            { schema: { response: { 200: Type.Array(ResponsibleRecord) } } },
            async request => {
                const { organizationId } = request.query;
                if (organizationId !== undefined && organizationId !== '') {
                    return listResponsibles(db, [
                        memberOf(request, parseOrganizationId(organizationId)),
                    ]);
                }
                const { caller } = request;
                return listResponsibles(
                    db,
                    caller.systemAdmin ? undefined : [...caller.organizations.keys()],
                );
            },
        );

        app.get<IdParams>(
            '/alarming/responsibles/:id',
            { schema: { response: { 200: ResponsibleRecord } } },
            async request => existing(request),
        );

        app.post('/alarming/responsibles', async (request, reply) => {
            const body = objectBody(request.body);
            const organizationId = memberOf(request, parseOrganizationId(body.organizationId));
            adminOf(request, organizationId);
            const responsible = parseResponsible(db, body, organizationId);
            return reply.code(201).send(insertResponsible(db, responsible));
        });

        app.put<IdParams>('/alarming/responsibles/:id', async request => {
            const { id, organizationId } = existing(request);
            adminOf(request, organizationId);
            const body = objectBody(request.body);
            if (body.id !== undefined && body.id !== null && Number(body.id) !== id) {
                throw badRequest(
                    `Responsible id ${String(body.id)} in the body does not match ${id}`,
                );
            }
            if (
                body.organizationId !== undefined &&
                body.organizationId !== null &&
                Number(body.organizationId) !== organizationId
            ) {
                throw badRequest(
                    `organizationId ${String(body.organizationId)} does not match the responsible's organization (${organizationId})`,
                );
            }
            const responsible = { id, ...parseResponsible(db, body, organizationId) };
            updateResponsible(db, responsible);
            return responsible;
        });

        app.delete<IdParams>('/alarming/responsibles/:id', async request => {
            const { id, organizationId } = existing(request);
            adminOf(request, organizationId);
            deleteResponsible(db, id);
            return { id };
        });
    };
}
