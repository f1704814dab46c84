/**
 * A look-up: every record of a resource, by name, with a Map by id, for naming and offering
 * related records in other lists and forms (a device's integration, an alarm's service, the
 * organizations of the selector). One react-admin useGetList over the dataProvider's whole-list
 * cache: each collection is downloaded once however many look-ups read it, and a list of
 * 100,000 rows needs no request and no array search per row.
 */
import { useMemo } from 'react';
import { useGetList, type Identifier, type RaRecord } from 'react-admin';
import { LIST_PAGE_SIZE } from '../transport/headers';

const WHOLE_LIST = {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' as const },
};

/** A record as the API sends it: anything with an id (the resources' types.ts). */
type Identified = { id: Identifier };

export interface Lookup<R extends Identified> {
    /** Every record, sorted by name; empty while loading or after a failure. */
    records: R[];
    byId: ReadonlyMap<string, R>;
    /** The record of an id, or undefined (no id, not loaded yet, or unknown). */
    get: (id: Identifier | null | undefined) => R | undefined;
    isPending: boolean;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
}

/** `enabled: false`: a reader that needs nothing now (hidden) asks for nothing. */
export const useLookup = <R extends Identified>(
    resource: string,
    { enabled = true }: { enabled?: boolean } = {},
): Lookup<R> => {
    const { data, isPending, isFetching, isError, error } = useGetList<R & RaRecord>(
        resource,
        WHOLE_LIST,
        { enabled },
    );
    const records: R[] = useMemo(() => data ?? [], [data]);
    const byId = useMemo(
        () => new Map(records.map(record => [String(record.id), record])),
        [records],
    );
    return useMemo(
        () => ({
            records,
            byId,
            get: (id: Identifier | null | undefined) =>
                id === null || id === undefined ? undefined : byId.get(String(id)),
            isPending,
            isFetching,
            isError,
            error,
        }),
        [records, byId, isPending, isFetching, isError, error],
    );
};
