/** The organizations the user can see, sorted by name: the selector's options. */
import { useGetList } from 'react-admin';
import { LIST_PAGE_SIZE } from '../api/headers';

export interface OrganizationOption {
    id: string | number;
    name: string;
}

export const useOrganizations = () =>
    useGetList<OrganizationOption>('organizations', {
        pagination: { page: 1, perPage: LIST_PAGE_SIZE },
        sort: { field: 'name', order: 'ASC' },
    });
