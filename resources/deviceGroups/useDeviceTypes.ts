/** The supported device types, loaded once and shared by every form that offers them. */
import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../src/api/useCalls';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import type { DeviceGroupsApi } from './api';

export const useDeviceTypes = () => {
    const calls = useCalls<DeviceGroupsApi>();
    const [organizationId] = useCurrentOrganizationId();
    return useQuery({
        queryKey: queryKeys.supportedDeviceTypes(organizationId),
        queryFn: () => calls.getSupportedDeviceTypes(),
        staleTime: 5 * 60_000,
    });
};
