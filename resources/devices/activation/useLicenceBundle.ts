/**
 * The organization's licence bundle (GET /billing/licences), loaded for the BY_LICENCE option of
 * the device and the service activation wizards.
 */
import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../../src/api/useCalls';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { ActivationApi } from '../calls/activationApi';

export const useLicenceBundle = (enabled: boolean) => {
    const calls = useCalls<ActivationApi>();
    const [organizationId] = useCurrentOrganizationId();
    const licences = useQuery({
        queryKey: queryKeys.licenceBundle(organizationId),
        queryFn: () => calls.getLicenceBundle(),
        enabled,
    });
    return { bundle: licences.data, isPending: enabled && licences.isPending };
};
