/**
 * create: the declared fields of the new record (with the current organization's id where the
 * declaration asks for it), sent once; a create that got no answer is looked up in a fresh read
 * of the collection before it is sent again (src/api/writes/unansweredCreates.ts).
 */
import type { CreateParams, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { queryKeys } from '../cache/queryKeys';
import { showsFieldErrors, withTakenNameAtField } from '../errors/takenName';
import { declaredPayload } from '../writes/declaredPayload';
import { appliedRecord, createUnansweredCreates } from '../writes/unansweredCreates';
import { afterWrite } from './afterWrite';
import type { Collections } from './collections';
import { fromApi, sendsOrganization, type ProviderContext } from './context';

export const createCreates = (
    { http, queryClient, getOrganizationId, declarationOf }: ProviderContext,
    { loadApiRecords }: Collections,
) => {
    /** A new record with the current organization's id, where the declaration asks for it. */
    const withOrganization = (declaration: ResourceDeclaration, data: Partial<RaRecord>) => {
        const key = declaration.organizationInBody;
        if (!key) return data;
        const organizationId = getOrganizationId();
        return { ...data, [key]: organizationId === null ? null : Number(organizationId) };
    };

    const unansweredCreates = createUnansweredCreates();

    return {
        create: async (resource: string, params: CreateParams) => {
            const declaration = declarationOf(resource);
            const data = withOrganization(declaration, params.data);
            const body = declaredPayload(declaration, data);
            const organizationId = getOrganizationId();
            // A create that got no answer is looked up before it is sent again.
            const record = await afterWrite(queryClient, resource, () =>
                unansweredCreates({
                    key: JSON.stringify([resource, organizationId, body]),
                    knownIds: () => {
                        const cached = queryClient.getQueryData<RaRecord[]>(
                            queryKeys.collection(resource, organizationId),
                        );
                        return cached && new Set(cached.map(known => String(known.id)));
                    },
                    lookUp: async before =>
                        appliedRecord(
                            await loadApiRecords(declaration),
                            body,
                            before,
                            declaration.identity as string[] | undefined,
                        ),
                    send: () =>
                        withTakenNameAtField(showsFieldErrors(params.meta), showsOwnError =>
                            http<RaRecord>(declaration.endpoint, {
                                method: 'POST',
                                body,
                                organization: sendsOrganization(declaration),
                                showsOwnError,
                            }),
                        ),
                }),
            );
            return { data: fromApi(declaration, { ...data, ...record } as RaRecord) };
        },
    };
};
