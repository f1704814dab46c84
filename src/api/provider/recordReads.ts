/**
 * getOne and getMany: one record as the server has it now, and some records of a whole
 * collection (from the cache while fresh).
 */
import type { GetManyParams, GetOneParams, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { isLivePoll } from '../cache/livePolling';
import type { Collections } from './collections';
import { fromApi, itemPath, sendsOrganization, type ProviderContext } from './context';

/**
 * One record as the server has it now (getOne, and the fresh read before an update); `quiet`: a
 * failure opens no error modal (a live page's poll, src/api/cache/livePolling.ts).
 */
export const readOneWith =
    ({ http }: ProviderContext) =>
    async (declaration: ResourceDeclaration, id: RaRecord['id'], quiet = false) =>
        fromApi(
            declaration,
            await http<RaRecord>(itemPath(declaration, id), {
                organization: sendsOrganization(declaration),
                ...(quiet ? { showsOwnError: true } : {}),
            }),
        );

export const createRecordReads = (context: ProviderContext, { collection }: Collections) => {
    const readOne = readOneWith(context);
    return {
        getOne: async (resource: string, params: GetOneParams) => ({
            data: await readOne(
                context.declarationOf(resource),
                params.id,
                isLivePoll(params.meta),
            ),
        }),
        getMany: async (resource: string, params: GetManyParams) => {
            const wanted = new Set(params.ids.map(String));
            const records = await collection(resource);
            return { data: records.filter(record => wanted.has(String(record.id))) };
        },
    };
};
