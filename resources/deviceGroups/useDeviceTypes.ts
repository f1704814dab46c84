/** The supported device types, loaded once and shared by every form that offers them. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { queryKeys } from '../../src/api/queryKeys';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import type { DeviceGroupsApi } from './api';

export const useDeviceTypes = () => {
    const dataProvider = useDataProvider<DataProvider & DeviceGroupsApi>();
    const [organizationId] = useCurrentOrganizationId();
    return useQuery({
        queryKey: queryKeys.supportedDeviceTypes(organizationId),
        queryFn: () => dataProvider.getSupportedDeviceTypes(),
        staleTime: 5 * 60_000,
    });
};
