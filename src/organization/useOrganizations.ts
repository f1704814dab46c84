/** The organizations the user can see, sorted by name: the selector's options. */
import type { RaRecord } from 'react-admin';
import { useLookup } from '../api/lists/useLookup';

export interface OrganizationOption extends RaRecord {
    id: string | number;
    name: string;
}

export const useOrganizations = (options?: { enabled?: boolean }) =>
    useLookup<OrganizationOption>('organizations', options);
