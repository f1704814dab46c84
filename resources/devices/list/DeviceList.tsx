/**
 * /dad/devices: every device of the organization. The collection is sorted, filtered and paged
 * in the browser by the dataProvider; the table renders one page (25 rows by default) and names
 * integrations and services through Maps built once. A row opens the device, and so does its
 * name, a link.
 */
import { useMemo } from 'react';
import { DataTable, useListContext, useTranslate, type Identifier } from 'react-admin';
import { ConsoleList } from '../../../src/crud/ConsoleList';
import { ListActions, ListActionButton } from '../../../src/crud/ListActions';
import { ListEmpty } from '../../../src/crud/ListEmpty';
import { RemoveAccessProvider, RemoveButton } from '../../../src/crud/RemoveButton';
import { LinkColumn, RowPathProvider } from '../../../src/crud/RowLink';
import { afterFirstRows } from '../../../src/loading/afterFirstRows';
import { onFirstShow } from '../../../src/loading/onFirstShow';
import { useSticky } from '../../../src/ui/useSticky';
import { devicePath } from '../paths';
import { tagLabelKey } from '../tags';
import type { Device } from '../types';
import { useDeviceLookups, type DeviceLookups } from '../useDeviceLookups';
import {
    DeviceBulkDialog,
    DeviceRowsBody,
    useDeviceBulk,
    type DeviceBulk,
} from '../bulk/DeviceBulkRun';
import { ActivationIcon } from './ActivationIcon';
import { HealthChip } from '../HealthChip';
import { LastSeen } from '../LastSeen';
import { DeviceListTools } from './DeviceListTools';
import { HealthFilterClock } from './HealthFilterClock';
import { DEVICE_ACTIONS, ONBOARD_DEVICES, REGISTER_DEVICES } from './deviceActions';
import { useDeviceFilters } from './deviceFilters';
import { SECONDARY_COLUMN } from '../../../src/layout/tabletColumns';

/**
 * Ten columns fit at 1280 px with the sidebar open, in German too: the cells take less than half the
 * usual padding from the large breakpoint down, and the health chip's words may wrap. On a tablet
 * across (1024 px) the type, integration and tags are left out (src/layout/tabletColumns.ts).
 */
const NARROW_CELLS = {
    '& .MuiTableCell-root': { px: { xs: 0.75, xl: 2 } },
};
const WRAPPING_CHIP = {
    '& .MuiChip-root': { height: 'auto', minHeight: 24, py: 0.25 },
    '& .MuiChip-label': { whiteSpace: 'normal' },
};

const DEVICE_SORT = { field: 'name', order: 'ASC' as const };
const openDevice = (id: Identifier) => devicePath(id);

const DeviceBulkToolbar = onFirstShow(
    () => import('../bulk/DeviceBulkActions').then(module => module.DeviceBulkToolbar),
    { required: true },
);
afterFirstRows(DeviceBulkToolbar.preload);

/**
 * The bulk actions appear with the first selected row: their code (dialogs, jobs, the service
 * select) loads then, or once the list has settled, not before the first row.
 */
const BulkToolbarOnDemand = (props: { lookups: DeviceLookups; bulk: DeviceBulk }) => {
    const wanted = useSticky(useListContext().selectedIds.length > 0);
    return wanted ? <DeviceBulkToolbar {...props} /> : null;
};

export const DeviceList = () => {
    const translate = useTranslate();
    const lookups = useDeviceLookups();
    const filters = useDeviceFilters(lookups);
    const bulk = useDeviceBulk();
    // react-admin renders the list page again on every navigation (each sort, filter and page):
    // a table element that keeps its identity keeps its columns and row callbacks, so rows whose
    // record did not change are not rendered again.
    const table = useMemo(
        () => (
            <DataTable<Device>
                rowClick={openDevice}
                body={DeviceRowsBody}
                sx={NARROW_CELLS}
                // Every role selects rows (viewers see the bulk actions disabled, with why).
                bulkActionButtons
                bulkActionsToolbar={<BulkToolbarOnDemand lookups={lookups} bulk={bulk} />}
                empty={
                    <ListEmpty action={ONBOARD_DEVICES}>
                        <ListActionButton action={REGISTER_DEVICES} />
                    </ListEmpty>
                }
            >
                {/* A column added here goes into deviceExportColumns.ts too (same source). */}
                <LinkColumn source="name" />
                <DataTable.Col source="typeLabel" className={SECONDARY_COLUMN} />
                <DataTable.Col<Device>
                    source="integrationId"
                    className={SECONDARY_COLUMN}
                    render={device => lookups.integration(device.integrationId)?.name ?? ''}
                />
                <DataTable.Col<Device>
                    source="mapping"
                    render={device => lookups.service(device.mapping)?.name ?? ''}
                />
                <DataTable.Col<Device>
                    source="tags"
                    className={SECONDARY_COLUMN}
                    render={device =>
                        (device.tags ?? [])
                            .map((tag: string) => translate(tagLabelKey(tag), { _: tag }))
                            .join(', ')
                    }
                />
                <DataTable.Col<Device>
                    source="lastSeen"
                    label="devices.health.last_seen"
                    render={device => <LastSeen device={device} />}
                />
                <DataTable.Col<Device>
                    source="health"
                    label="devices.health.label"
                    disableSort
                    sx={WRAPPING_CHIP}
                    render={device => <HealthChip device={device} />}
                />
                <DataTable.Col<Device>
                    source="isEnabled"
                    render={device => <ActivationIcon enabled={!!device.isEnabled} />}
                />
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        ),
        [lookups, bulk, translate],
    );
    return (
        <ConsoleList
            resource="devices"
            actions={
                <ListActions actions={DEVICE_ACTIONS}>
                    <DeviceListTools lookups={lookups} />
                </ListActions>
            }
            filters={filters}
            sort={DEVICE_SORT}
        >
            <HealthFilterClock />
            <RowPathProvider value={devicePath}>
                <RemoveAccessProvider>{table}</RemoveAccessProvider>
            </RowPathProvider>
            <DeviceBulkDialog bulk={bulk} lookups={lookups} />
        </ConsoleList>
    );
};
