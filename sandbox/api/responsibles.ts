import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import {
    ResponsibleBody,
    ResponsibleQuery,
    ResponsibleRecord,
    ResponsibleUpdate,
    type Plan,
} from '../../resources/responsibles/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findOrganization } from '../db/organizations.ts';
import { PLAN_ALARM_TYPES, WEEKDAYS } from '../db/responsibles.ts';
import {
    deleteResponsible,
    findResponsible,
    insertResponsible,
    listResponsibles,
    updateResponsible,
} from '../db/responsibles.ts';
import { listServices } from '../db/services.ts';
import { requireOrganizationAdmin } from './adminScope.ts';
import { canAccessOrganization } from './caller.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, NO_ACCESS } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

/** A positive integer id as a body may give it, else undefined (its schema answers then). */
const givenId = (body: unknown): number | undefined => {
    const value = (body as { organizationId?: unknown } | null)?.organizationId;
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
        ? value
        : undefined;
};

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

    /** Plans for the organization itself or one of its services, each at most once. */
    const checkPlans = (plans: Plan[], organizationId: number): Plan[] => {
        const allowed = new Set([
            organizationId,
            ...listServices(db, organizationId).map(service => service.id),
        ]);
        const seen = new Set<number>();
        return plans.map(({ id, alarmTypes, time }) => {
            if (!allowed.has(id)) {
                throw badRequest(`Plan ${id} is neither the organization nor one of its services`);
            }
            if (seen.has(id)) throw badRequest(`Plan ${id} appears twice`);
            seen.add(id);
            const types = PLAN_ALARM_TYPES.filter(type => alarmTypes.includes(type));
            const days = Object.fromEntries(
                WEEKDAYS.map(day => [day, { start: time[day].start, end: time[day].end }]),
            ) as Plan['time'];
            return { id, alarmTypes: types, time: days };
        });
    };

    /** A whole record (create or PUT) of the given organization from a checked body. */
    const responsibleOf = (body: ResponsibleUpdate, organizationId: number) => ({
        name: body.name,
        email: body.email,
        organizationId,
        plans: checkPlans((body.plans ?? []) as Plan[], organizationId),
    });

    return async function register(app: FastifyInstance): Promise<void> {
        app.get<{ Querystring: ResponsibleQuery }>(
            '/alarming/responsibles',
            {
                schema: {
                    querystring: ResponsibleQuery,
                    response: { 200: Type.Array(ResponsibleRecord) },
                },
            },
            async request => {
                const { organizationId } = request.query;
                if (organizationId !== undefined) {
                    return listResponsibles(db, [memberOf(request, organizationId)]);
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

        app.post<{ Body: ResponsibleBody }>(
            '/alarming/responsibles',
            {
                // The caller's access to the body's organization is checked before the body.
                preValidation: async request => {
                    const organizationId = givenId(request.body);
                    if (organizationId === undefined) return;
                    adminOf(request, memberOf(request, organizationId));
                },
                schema: { body: ResponsibleBody, response: { 201: ResponsibleRecord } },
            },
            async (request, reply) => {
                const organizationId = memberOf(request, request.body.organizationId);
                adminOf(request, organizationId);
                const responsible = responsibleOf(request.body, organizationId);
                return reply.code(201).send(insertResponsible(db, responsible));
            },
        );

        app.put<IdParams & { Body: ResponsibleUpdate }>(
            '/alarming/responsibles/:id',
            {
                // The record and the caller's right to change it come before the body.
                preValidation: async request => {
                    const { organizationId } = existing(request);
                    adminOf(request, organizationId);
                },
                schema: { body: ResponsibleUpdate, response: { 200: ResponsibleRecord } },
            },
            async request => {
                const { id, organizationId } = existing(request);
                adminOf(request, organizationId);
                const body = request.body;
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
                const responsible = { id, ...responsibleOf(body, organizationId) };
                updateResponsible(db, responsible);
                return responsible;
            },
        );

        app.delete<IdParams>('/alarming/responsibles/:id', async request => {
            const { id, organizationId } = existing(request);
            adminOf(request, organizationId);
            deleteResponsible(db, id);
            return { id };
        });
    };
}
