/** The store's pages need a valid billing token (section 2): without one, back to /licences. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useBillingToken } from '../state/useBillingToken';

export const LICENCES_PATH = '/licences';

export const RequireBillingToken = ({ children }: { children: ReactNode }) => {
    const { valid } = useBillingToken();
    return valid ? children : <Navigate to={LICENCES_PATH} replace />;
};
