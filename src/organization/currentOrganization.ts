/**
 * The current organization id, kept in react-admin's store (and so in local storage). Read-only
 * here: useSwitchOrganization is its one writer.
 */
import { useStore } from 'react-admin';
import { store } from '../store';
import { ORGANIZATION_STORE_KEY } from './organizationSelection';

export const getCurrentOrganizationId = (): string | null =>
    store.getItem<string | null>(ORGANIZATION_STORE_KEY, null) ?? null;

/** [the current organization id]: a one-element tuple, without a setter. */
export const useCurrentOrganizationId = (): readonly [string | null] => {
    const [organizationId] = useStore<string | null>(ORGANIZATION_STORE_KEY, null);
    return [organizationId];
};
