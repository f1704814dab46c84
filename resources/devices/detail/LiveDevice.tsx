/**
 * The device page's live part: its heading (health, last seen) shows the device as read every
 * 10 s while the page is on screen (src/api/cache/useWhileShown.ts), a new uplink within 15 s
 * without a reload. The read is the page's own, not the edit page's: the form keeps the record it
 * opened with, so a read never resets what the user typed, and a save compares the user's changes
 * with that record (docs/decisions/0056-device-page-live.md).
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RecordContextProvider, useDataProvider, useRecordContext } from 'react-admin';
import { LIVE_META, LIVE_POLL_MS } from '../../../src/api/cache/livePolling';
import { useWhileShown } from '../../../src/api/cache/useWhileShown';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { Device } from '../types';

/** The device as last read: the edit page's record first, then each beat's. */
export const useLiveDevice = (): Device | undefined => {
    const record = useRecordContext<Device>();
    const dataProvider = useDataProvider();
    const [organizationId] = useCurrentOrganizationId();
    const id = record?.id;
    const [read, setRead] = useState<Device>();
    useWhileShown(
        async () => {
            if (id === undefined) return;
            const { data } = await dataProvider.getOne<Device>('devices', { id, meta: LIVE_META });
            setRead(current => replaceEqualDeep(current, data));
        },
        LIVE_POLL_MS,
        `${organizationId}/${id}`,
    );
    // A read of another device (the page moved on) never stands in for this one.
    return read !== undefined && read.id === id ? read : record;
};

export const LiveDevice = ({ children }: { children: ReactNode }) => (
    <RecordContextProvider value={useLiveDevice()}>{children}</RecordContextProvider>
);
