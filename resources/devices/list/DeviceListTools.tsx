/**
 * The device list's own tools in its toolbar: saved views and the export (CSV, Excel) of what the
 * filter and sort show, for every role that sees the list.
 */
import { ListExportMenu } from '../../../src/export/ListExportMenu';
import { SavedViewsMenu } from '../../../src/crud/SavedViewsMenu';
import type { DeviceLookups } from '../useDeviceLookups';
import { useDeviceExport } from './useDeviceExport';

export const DeviceListTools = ({ lookups }: { lookups: DeviceLookups }) => {
    const { columns, fileName } = useDeviceExport(lookups);
    return (
        <>
            <SavedViewsMenu />
            <ListExportMenu columns={columns} fileName={fileName} />
        </>
    );
};
