/**
 * The device list's own tools in its toolbar: saved views and the export (CSV, Excel) of what the
 * filter and sort show, for every role that sees the list.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { ListExportMenu } from '../../../src/export/ListExportMenu';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { useOrganizations } from '../../../src/organization/useOrganizations';
import { SavedViewsMenu } from '../../../src/crud/SavedViewsMenu';
import { localDay } from '../../../src/ui/localDay';
import type { DeviceLookups } from '../useDeviceLookups';
import { deviceExportColumns, deviceExportFileName } from './deviceExportColumns';

export const DeviceListTools = ({ lookups }: { lookups: DeviceLookups }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [organizationId] = useCurrentOrganizationId();
    const organizations = useOrganizations();
    return (
        <>
            <SavedViewsMenu />
            <ListExportMenu
                columns={() => deviceExportColumns({ translate, lookups, locale, now: Date.now() })}
                fileName={() =>
                    deviceExportFileName(
                        translate,
                        organizations.get(organizationId)?.name,
                        localDay(new Date()),
                    )
                }
            />
        </>
    );
};
