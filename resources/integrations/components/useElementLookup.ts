/**
 * Folders and driver instances of an Element account, loaded from the provider once the URL and
 * the API key are entered (after the API key field loses focus), and at once when a saved
 * integration opens, also when the page goes on to another one (?id= changes while the form
 * stays: its record changes).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useFormContext } from 'react-hook-form';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import type { ElementAccess, IntegrationsApi } from '../api';
import { isFilled } from '../filledValue';
import { infoSource } from '../types';

const LOOKUP_STALE_MS = 60_000;

const get = (record: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (value, key) =>
                value && typeof value === 'object'
                    ? (value as Record<string, unknown>)[key]
                    : undefined,
            record,
        );

const accessOf = (url: unknown, apiToken: unknown): ElementAccess | null =>
    isFilled(url) && isFilled(apiToken)
        ? { url: String(url).trim(), auth: String(apiToken) }
        : null;

const sameAccess = (a: ElementAccess | null, b: ElementAccess | null) =>
    a?.url === b?.url && a?.auth === b?.auth;

export const useElementLookup = () => {
    const { getValues } = useFormContext();
    const calls = useCalls<IntegrationsApi>();
    const current = () => accessOf(getValues(infoSource('url')), getValues(infoSource('apiToken')));
    const [access, setAccess] = useState<ElementAccess | null>(current);
    // Another record in the same form (the address's ?id= changed): its own address and key,
    // read from the record, since the form takes the new values only after this render.
    const record = useRecordContext();
    const [recordShown, setRecordShown] = useState(record);
    if (record !== recordShown) {
        setRecordShown(record);
        if (record?.id !== recordShown?.id) {
            setAccess(
                accessOf(get(record, infoSource('url')), get(record, infoSource('apiToken'))),
            );
        }
    }
    const folders = useQuery({
        queryKey: queryKeys.elementLookup('folders', access),
        queryFn: () => calls.elementFolders(access as ElementAccess),
        enabled: !!access,
        staleTime: LOOKUP_STALE_MS,
    });
    const driverInstances = useQuery({
        queryKey: queryKeys.elementLookup('driverInstances', access),
        queryFn: () => calls.elementDriverInstances(access as ElementAccess),
        enabled: !!access,
        staleTime: LOOKUP_STALE_MS,
    });
    const load = () => {
        const next = current();
        if (!sameAccess(next, access)) {
            setAccess(next);
            return;
        }
        // The same address and key again: try once more what failed.
        if (folders.isError) void folders.refetch();
        if (driverInstances.isError) void driverInstances.refetch();
    };
    return { access, folders, driverInstances, load };
};
