/**
 * delete and deleteMany. A record gone already (404) counts as removed, and the answer says so
 * (src/api/writes/alreadyRemoved.ts).
 */
import type { DeleteManyParams, DeleteParams, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { AlreadyRemovedError, showInErrorModal } from '../transport/httpClient';
import { markAlreadyRemoved } from '../writes/alreadyRemoved';
import { pauseOf } from '../writes/writePause';
import { afterWrite } from './afterWrite';
import type { Collections } from './collections';
import { itemPath, sendsOrganization, type ProviderContext } from './context';

export const createRemovals = (
    { http, queryClient, declarationOf }: ProviderContext,
    { loadApiRecords }: Collections,
) => {
    /** DELETE of one record; true when it was gone already (404), which counts as removed. */
    const remove = async (resource: string, id: RaRecord['id'], meta?: unknown) => {
        const declaration = declarationOf(resource);
        try {
            await http(itemPath(declaration, id), {
                method: 'DELETE',
                organization: sendsOrganization(declaration),
                pause: pauseOf(meta),
                removedIfNotFound: true,
            });
            return false;
        } catch (error) {
            if (error instanceof AlreadyRemovedError) return true;
            throw error;
        }
    };

    /**
     * One DELETE of the records listed in the body (declaration bulkDeletePath). The API removes
     * nothing when one of them is not there (404): the collection is read anew, and the ones
     * still there are sent again, at once (the pause was taken); the others were gone already.
     * Returns those. A 404 for records that are all still there is an error like any other.
     */
    const removeListed = async (declaration: ResourceDeclaration, ids: RaRecord['id'][]) => {
        const gone: RaRecord['id'][] = [];
        let left = ids;
        for (let attempt = 0; left.length > 0; attempt += 1) {
            try {
                await http(declaration.bulkDeletePath!, {
                    method: 'DELETE',
                    body: { ids: left },
                    organization: sendsOrganization(declaration),
                    pause: attempt === 0 ? undefined : 0,
                    removedIfNotFound: true,
                });
                break;
            } catch (error) {
                if (!(error instanceof AlreadyRemovedError)) throw error;
                const present = new Set(
                    (await loadApiRecords(declaration)).map(record => String(record.id)),
                );
                const still = left.filter(id => present.has(String(id)));
                // Nothing was gone, or records keep going while this runs: the server's answer.
                if (still.length === left.length || attempt >= 2) {
                    showInErrorModal(error);
                    throw error;
                }
                gone.push(...left.filter(id => !present.has(String(id))));
                left = still;
            }
        }
        return gone;
    };

    /** DELETE of each record in turn; returns those gone already. */
    const removeEach = async (resource: string, ids: RaRecord['id'][]) => {
        const gone: RaRecord['id'][] = [];
        for (const id of ids) if (await remove(resource, id)) gone.push(id);
        return gone;
    };

    return {
        /** A record gone already counts as removed; its answer says so. */
        delete: async (resource: string, params: DeleteParams) => {
            const gone = await afterWrite(queryClient, resource, async () => {
                const wasGone = await remove(resource, params.id, params.meta);
                declarationOf(resource).afterRemove?.([params.id]);
                return wasGone;
            });
            const data = { ...(params.previousData ?? { id: params.id }) } as RaRecord;
            return { data: markAlreadyRemoved(data, gone ? [params.id] : []) };
        },
        deleteMany: async (resource: string, params: DeleteManyParams) => {
            const declaration = declarationOf(resource);
            const gone = await afterWrite(queryClient, resource, async () => {
                const removed = declaration.bulkDeletePath
                    ? await removeListed(declaration, params.ids)
                    : await removeEach(resource, params.ids);
                declaration.afterRemove?.(params.ids);
                return removed;
            });
            return { data: markAlreadyRemoved([...params.ids], gone) };
        },
    };
};
