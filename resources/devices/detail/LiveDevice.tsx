/**
 * The device page's live part (issue 42, point 6): its heading (health, last seen) shows the
 * device as read every 10 s while the page is on screen (src/api/cache/livePolling.ts), a new
 * uplink within 15 s without a reload. The poll is a query of its own, not the edit page's: the
 * form keeps the record it opened with, so a poll never resets what the user typed, and a save
 * compares the user's changes with that record (docs/decisions/0056-device-page-live.md).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordContextProvider, useDataProvider, useRecordContext } from 'react-admin';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { LIVE_META, LIVE_POLL_MS, livePolling } from '../../../src/api/cache/livePolling';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { Device } from '../types';

/** The device as last read: the edit page's record first, then each poll's. */
export const useLiveDevice = (): Device | undefined => {
    const record = useRecordContext<Device>();
    const dataProvider = useDataProvider();
    const [organizationId] = useCurrentOrganizationId();
    const id = record?.id;
    const { data } = useQuery({
        queryKey: queryKeys.liveDevice(organizationId, id ?? ''),
        queryFn: async () =>
            (
                await dataProvider.getOne<Device>('devices', {
                    id: id as Device['id'],
                    meta: LIVE_META,
                })
            ).data,
        enabled: record !== undefined,
        // The edit page has just read it: the first poll comes 10 s later. Gone when the page
        // closes, so that an older read never stands in for the page's next one.
        initialData: record,
        staleTime: LIVE_POLL_MS,
        gcTime: 0,
        ...livePolling,
    });
    return data ?? record;
};

export const LiveDevice = ({ children }: { children: ReactNode }) => (
    <RecordContextProvider value={useLiveDevice()}>{children}</RecordContextProvider>
);
