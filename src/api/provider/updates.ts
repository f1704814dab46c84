/**
 * update and updateMany: the declared fields, to the declaration's update path and method.
 * update sends only what the user changed, after a fresh read that finds a concurrent change
 * (src/api/writes/concurrentChange.ts).
 */
import type { RaRecord, UpdateManyParams, UpdateParams } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { isSecretAt } from '../../crud/secrets';
import { forgetCollection } from '../cache/otherTabs';
import { showsFieldErrors, withTakenNameAtField } from '../errors/takenName';
import { planUpdate } from '../writes/concurrentChange';
import { ConflictError, keepsMine } from '../writes/ConflictError';
import { apiId, declaredPayload } from '../writes/declaredPayload';
import { pauseOf } from '../writes/writePause';
import { afterWrite } from './afterWrite';
import { fromApi, itemPath, sendsOrganization, type ProviderContext } from './context';
import { readOneWith } from './recordReads';

/** Where an update of one record goes. */
const updatePathOf = (declaration: ResourceDeclaration, id: RaRecord['id']) =>
    declaration.updatePath ?? itemPath(declaration, id);

export const createUpdates = (context: ProviderContext) => {
    const { http, queryClient, declarationOf } = context;
    const readOne = readOneWith(context);
    return {
        /**
         * Sends the fields the user changed, after a fresh read of the record: a field someone
         * else changed since the form opened, and the user changed too, throws a ConflictError
         * (src/api/writes/concurrentChange.ts; meta KEEP_MINE_META overwrites theirs instead).
         */
        update: async (resource: string, params: UpdateParams) => {
            const declaration = declarationOf(resource);
            const path = updatePathOf(declaration, params.id);
            const whole = declaration.updateMethod === 'PUT';
            const payloadOf = (record: Partial<RaRecord>) =>
                declaredPayload(declaration, { ...record, id: params.id }, {}) as Record<
                    string,
                    unknown
                >;
            const mine = payloadOf(params.data);
            // The id goes out as the API's type (the edit page has it from its address, as text).
            if (mine.id !== undefined && mine.id !== null) {
                mine.id = apiId(mine.id as RaRecord['id'], params.previousData);
            }
            let body = mine;
            let current: RaRecord | undefined;
            if (params.previousData) {
                const fresh = await readOne(declaration, params.id);
                const plan = planUpdate({
                    base: payloadOf(params.previousData),
                    mine,
                    theirs: payloadOf(fresh),
                    whole,
                    keepMine: keepsMine(params.meta),
                });
                if (plan.conflicts.length > 0) {
                    const conflicts = plan.conflicts.map(conflict => ({
                        ...conflict,
                        secret: isSecretAt(declaration.secrets, conflict.path),
                    }));
                    throw new ConflictError(resource, params.id, conflicts, fresh);
                }
                // Nothing of mine to send: the record stays as the server has it.
                if (plan.changed.length === 0) return { data: fresh };
                body = plan.body;
                current = fresh;
            }
            const record = await afterWrite(queryClient, resource, () =>
                withTakenNameAtField(showsFieldErrors(params.meta), showsOwnError =>
                    http<RaRecord | undefined>(path, {
                        method: declaration.updateMethod ?? 'PATCH',
                        body,
                        organization: sendsOrganization(declaration),
                        pause: pauseOf(params.meta),
                        showsOwnError,
                    }),
                ),
            );
            return {
                data: fromApi(declaration, {
                    ...(current ?? {}),
                    ...params.data,
                    id: params.id,
                    ...(record ?? {}),
                }),
            };
        },
        updateMany: async (resource: string, params: UpdateManyParams) => {
            const declaration = declarationOf(resource);
            for (const id of params.ids) {
                await http(updatePathOf(declaration, id), {
                    method: declaration.updateMethod ?? 'PATCH',
                    body: declaredPayload(declaration, { ...params.data, id }, {}),
                    organization: sendsOrganization(declaration),
                });
            }
            forgetCollection(queryClient, resource);
            return { data: params.ids };
        },
    };
};
