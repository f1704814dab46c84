/**
 * Runs a write and then forgets the resource's collection, whatever the outcome: a write that
 * failed or got no answer (a timeout) may still have changed it on the server. This tab and the
 * other tabs of the console download the collection anew (src/api/cache/otherTabs.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { forgetCollection } from '../cache/otherTabs';

export const afterWrite = async <T>(
    queryClient: QueryClient,
    resource: string,
    write: () => Promise<T>,
) => {
    try {
        return await write();
    } finally {
        forgetCollection(queryClient, resource);
    }
};
