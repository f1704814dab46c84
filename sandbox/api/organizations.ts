import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteOrganization,
    findOrganization,
    findOrganizationByName,
    insertOrganization,
    listOrganizations,
    listOrganizationsByIds,
    updateOrganization,
} from '../db/organizations.ts';
import { Type } from 'typebox';
import { OrganizationBody, OrganizationRecord } from '../../resources/organizations/schema.ts';
import { canAccessOrganization } from './caller.ts';
import { conflict, forbidden, notFound, badRequest } from './errors.ts';
import { parseId } from './ids.ts';
import { NO_ACCESS } from './organizationScope.ts';

type IdParams = { Params: { id: string } };
type Body = { Body: OrganizationBody };

/** Runs before the body is checked: a refused caller learns nothing about the body. */
async function requireSystemAdmin(request: FastifyRequest): Promise<void> {
    if (!request.caller.systemAdmin) throw forbidden('Only system admins may manage organizations');
}

const one = { 200: OrganizationRecord };
const write = {
    preValidation: requireSystemAdmin,
    schema: { body: OrganizationBody, response: { ...one, 201: OrganizationRecord } },
};

/** Organizations: read by members, managed by system admins. Calls send no organization header. */
export function organizationRoutes(db: Database) {
    const existing = (id: number) => {
        const organization = findOrganization(db, id);
        if (!organization) throw notFound(`Organization ${id} not found`);
        return organization;
    };
    const nameIsFree = (name: string, exceptId?: number) => {
        const other = findOrganizationByName(db, name);
        if (other && other.id !== exceptId)
            throw conflict(`An organization named ${name} already exists`);
    };

    return async function register(app: FastifyInstance): Promise<void> {
        app.get(
            '/organizations',
            { schema: { response: { 200: Type.Array(OrganizationRecord) } } },
            async request => {
                const { caller } = request;
                if (caller.systemAdmin) return listOrganizations(db);
                return listOrganizationsByIds(db, [...caller.organizations.keys()]);
            },
        );

        app.get<IdParams>('/organizations/:id', { schema: { response: one } }, async request => {
            const id = parseId(request.params.id, 'Organization');
            if (!canAccessOrganization(request.caller, id)) throw forbidden(NO_ACCESS);
            return existing(id);
        });

        app.post<Body>('/organizations', write, async (request, reply) => {
            const { name, billingId } = request.body;
            nameIsFree(name);
            return reply.code(201).send(insertOrganization(db, { name, billingId }));
        });

        app.put<IdParams & Body>('/organizations/:id', write, async request => {
            const id = parseId(request.params.id, 'Organization');
            const input = request.body;
            if (input.id !== undefined && input.id !== null && Number(input.id) !== id) {
                throw badRequest(
                    `Organization id ${String(input.id)} in the body does not match ${id} in the URL`,
                );
            }
            existing(id);
            nameIsFree(input.name, id);
            const organization = { id, name: input.name, billingId: input.billingId };
            updateOrganization(db, organization);
            return organization;
        });

        app.delete<IdParams>(
            '/organizations/:id',
            { preValidation: requireSystemAdmin },
            async request => {
                const id = parseId(request.params.id, 'Organization');
                if (!deleteOrganization(db, id)) throw notFound(`Organization ${id} not found`);
                return { id };
            },
        );
    };
}
