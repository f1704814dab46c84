/** Shows a route only to those access.ts lets open it; everyone else gets the blocked page. */
import type { ReactNode } from 'react';
import { BlockedPage } from './BlockedPage';
import { useAccess } from './useAccess';

export const RouteGuard = ({ path, children }: { path: string; children: ReactNode }) => {
    const { denial } = useAccess();
    const reason = denial(path);
    return reason ? <BlockedPage reason={reason} /> : <>{children}</>;
};
