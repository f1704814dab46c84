/**
 * The rule of responsibles that their declaration cannot say (the collection is served by
 * declaration, sandbox/api/declaredCollection.ts, decision 0068): each plan names the
 * responsible's organization or one of its services, at most once; it is stored with its alarm
 * types and weekdays in order, and a create or a PUT without plans has none.
 */
import type { Database } from 'better-sqlite3';
import type { Plan, Responsible } from '../../resources/responsibles/schema.ts';
import { PLAN_ALARM_TYPES, WEEKDAYS } from '../db/responsibles.ts';
import { listServices } from '../db/services.ts';
import type { CollectionHooks } from './declaredCollection.ts';
import { badRequest } from './errors.ts';

export function responsibleHooks(db: Database): CollectionHooks<Responsible> {
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
    const withPlans = (body: Record<string, unknown>, organizationId: number) => ({
        ...body,
        plans: checkPlans((body.plans ?? []) as Plan[], organizationId),
    });

    return {
        checkCreate: (body, request) => withPlans(body, request.organizationId),
        checkUpdate: (responsible, body) => withPlans(body, responsible.organizationId),
    };
}
