/**
 * The device list's bulk run: one runner per list (src/bulk/bulkRunner.ts), started by the
 * toolbar and shown by a dialog that sits beside the table (the table and its toolbar go away
 * when a run empties the list, the result must not). After a run the list reloads and only the
 * devices not done stay selected (the failed ones, and after a cancel the untouched ones): what
 * is left to do. Also the rows' checkboxes, named after their device.
 */
import { useCallback, useEffect, useState } from 'react';
import {
    useListContext,
    useRefresh,
    useTranslate,
    type DataTableBodyProps,
    type Identifier,
} from 'react-admin';
import { createBulkRunner, useBulkRunState, type BulkRunner } from '../../../src/bulk/bulkRunner';
import { BulkRunDialog } from '../../../src/bulk/BulkRunDialog';
import { NamedRowsBody, RowLabelProvider, type RowLabel } from '../../../src/ui/NamedRowsBody';
import { useDeviceExport } from '../list/useDeviceExport';
import type { DeviceLookups } from '../useDeviceLookups';
import type { BulkDevice } from './deviceJobs';

export type DeviceBulkAction = 'remove' | 'assign' | 'tag';

export interface DeviceBulk {
    runner: BulkRunner<BulkDevice>;
    /** The action of the current or last run (the dialog's title). */
    action: DeviceBulkAction;
}

export const useDeviceBulk = () =>
    useState<DeviceBulk>(() => ({ runner: createBulkRunner<BulkDevice>(), action: 'remove' }))[0];

export const DeviceBulkDialog = ({
    bulk,
    lookups,
}: {
    bulk: DeviceBulk;
    lookups: DeviceLookups;
}) => {
    const translate = useTranslate();
    // The failed devices' rows to fix: the columns of the list's export, and the reason.
    const rowsToFix = useDeviceExport(lookups);
    const refresh = useRefresh();
    const { onSelect } = useListContext();
    // Re-rendered with the run, so that the title follows the action of the run shown.
    useBulkRunState(bulk.runner);
    useEffect(() => {
        bulk.runner.onFinished = result => {
            refresh();
            const left: Identifier[] = [
                ...result.failed.map(failure => failure.record.id),
                ...result.untouched.map(device => device.id),
            ];
            onSelect(left);
        };
        return () => {
            bulk.runner.onFinished = undefined;
        };
    }, [bulk, refresh, onSelect]);
    return (
        <BulkRunDialog
            run={bulk.runner}
            title={translate(`devices.bulk.${bulk.action}.running`)}
            label={device => device.name}
            rowsToFix={rowsToFix}
        />
    );
};

/** The table's body: react-admin's rows, each checkbox named "Select device <name>". */
export const DeviceRowsBody = (props: DataTableBodyProps) => {
    const translate = useTranslate();
    // One function while the language stays: a new one would render every row again.
    const rowLabel = useCallback<RowLabel>(
        record => translate('deviceWizards.common.select_row', { name: record.name ?? record.id }),
        [translate],
    );
    return (
        <RowLabelProvider value={rowLabel}>
            <NamedRowsBody {...props} />
        </RowLabelProvider>
    );
};
