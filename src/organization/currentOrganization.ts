/** The current organization id, kept in react-admin's store (and so in local storage). */
import { useStore } from 'react-admin';
import { store } from '../store';
import { ORGANIZATION_STORE_KEY } from './organizationSelection';

export const getCurrentOrganizationId = (): string | null =>
    store.getItem<string | null>(ORGANIZATION_STORE_KEY, null) ?? null;

export const useCurrentOrganizationId = () => useStore<string | null>(ORGANIZATION_STORE_KEY, null);
