/**
 * Integrations and services by id, for naming a device's integration and service (see
 * src/api/lists/useLookup.ts: one cached download and one Map each).
 */
import { useMemo } from 'react';
import { useLookup } from '../../src/api/lists/useLookup';
import type { Integration } from '../integrations/types';
import type { Service } from '../services/types';

export const useDeviceLookups = () => {
    const integrations = useLookup<Integration>('integrations');
    const services = useLookup<Service>('services');
    return useMemo(
        () => ({
            integrations: integrations.records,
            services: services.records,
            integration: integrations.get,
            service: services.get,
        }),
        [integrations, services],
    );
};

export type DeviceLookups = ReturnType<typeof useDeviceLookups>;
