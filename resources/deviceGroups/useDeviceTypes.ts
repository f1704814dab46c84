/** The supported device types, loaded once and shared by every form that offers them. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DeviceGroupsApi } from './api';

export const useDeviceTypes = () => {
    const dataProvider = useDataProvider<DataProvider & DeviceGroupsApi>();
    return useQuery({
        queryKey: ['devices', 'types'],
        queryFn: () => dataProvider.getSupportedDeviceTypes(),
        staleTime: 5 * 60_000,
    });
};
