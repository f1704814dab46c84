/**
 * The device list's export columns and file name, in the user's language: for the list's Export
 * and for the rows to fix of a bulk run (the failed devices, src/bulk/BulkRunView.tsx).
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { useOrganizations } from '../../../src/organization/useOrganizations';
import { localDay } from '../../../src/ui/localDay';
import type { DeviceLookups } from '../useDeviceLookups';
import { deviceExportColumns, deviceExportFileName } from './deviceExportColumns';

export const useDeviceExport = (lookups: DeviceLookups) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [organizationId] = useCurrentOrganizationId();
    const organizations = useOrganizations();
    return {
        columns: () => deviceExportColumns({ translate, lookups, locale, now: Date.now() }),
        fileName: () =>
            deviceExportFileName(
                translate,
                organizations.get(organizationId)?.name,
                localDay(new Date()),
            ),
    };
};
