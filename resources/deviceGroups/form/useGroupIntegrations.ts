/**
 * The integrations a device group may use (every type but REST, section 5), and a lookup of any
 * integration's type by id (see src/api/lists/useLookup.ts).
 */
import { useMemo } from 'react';
import type { Identifier } from 'react-admin';
import { useLookup } from '../../../src/api/lists/useLookup';
import type { Integration } from '../../integrations/types';
import { EXCLUDED_INTEGRATION_TYPES } from '../multicast';

export const useGroupIntegrations = () => {
    const integrations = useLookup<Integration>('integrations');
    return useMemo(
        () => ({
            isPending: integrations.isPending,
            all: integrations.records,
            offered: integrations.records.filter(
                integration => !EXCLUDED_INTEGRATION_TYPES.includes(integration.type),
            ),
            byId: integrations.byId,
            typeOf: (id: Identifier | null | undefined) => integrations.get(id)?.type,
        }),
        [integrations],
    );
};
