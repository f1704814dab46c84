/** What the device wizards load: whole collections, the supported types, and cache refresh. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useCalls } from '../../src/api/useCalls';
import { forgetCollection } from '../../src/api/cache/otherTabs';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { useLookup } from '../../src/api/lists/useLookup';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import { knownDeviceIds } from './deviceIds';
import type { OnboardApi } from './calls/onboardApi';
import type { DeviceDetails } from './types';

/** The organization's devices and the set of their deviceIds (see deviceIdKey). */
export const useKnownDevices = <T extends { deviceId: string }>() => {
    const { records, isPending } = useLookup<T & { id: number }>('devices');
    const known = useMemo(() => knownDeviceIds(records), [records]);
    return { devices: records, known, isPending };
};

const NO_TYPES: DeviceDetails[] = [];

export const useDeviceTypes = () => {
    const calls = useCalls<OnboardApi>();
    const [organizationId] = useCurrentOrganizationId();
    const { data, isPending } = useQuery({
        queryKey: queryKeys.wizardDeviceTypes(organizationId),
        queryFn: () => calls.getDeviceTypes(),
        staleTime: 60_000,
    });
    return { types: Array.isArray(data) ? data : NO_TYPES, isPending };
};

/** After a custom write (not through the dataProvider's own methods): the list loads anew. */
export const useForgetCollection = (resource: string) => {
    const queryClient = useQueryClient();
    return useCallback(async () => {
        // Here and in the console's other tabs (src/api/cache/otherTabs.ts).
        forgetCollection(queryClient, resource);
        await queryClient.invalidateQueries({
            queryKey: queryKeys.resource(resource),
            refetchType: 'none',
        });
    }, [queryClient, resource]);
};

/** After a write: the device list loads anew. */
export const useForgetDevices = () => useForgetCollection('devices');

/** The organization id as the API's payloads take it. */
export const useOrganizationNumber = () => {
    const [organizationId] = useCurrentOrganizationId();
    return organizationId === null ? null : Number(organizationId);
};
