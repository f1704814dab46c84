/**
 * The wizard's first tab: exactly one device, picked in a searchable table of the organization's
 * devices (a radio per row; search, sort and paging in the browser, fine at 100,000 devices).
 */
import { useLookup } from '../../../src/api/lists/useLookup';
import { Alert, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate, type Identifier } from 'react-admin';
import { deviceRule } from '../validation';
import { DeviceColumns, deviceSearchText } from '../../devices/DeviceColumns';
import { SelectableTable } from '../../../src/ui/SelectableTable';
import type { Device } from '../../devices/types';

interface Props {
    /** The search text, kept by the wizard so that it stays when the tab comes back. */
    search: string;
    onSearchChange: (search: string) => void;
}

export const DeviceStep = ({ search, onSearchChange }: Props) => {
    const translate = useTranslate();
    const { records, isPending } = useLookup<Device>('devices');
    const { field, fieldState } = useInput({ source: 'monitorId', validate: deviceRule });
    const value: Identifier | null = field.value === '' ? null : (field.value ?? null);
    const { onChange } = field;
    const selection = useMemo(
        () => ({
            selectedIds: value === null ? [] : [value],
            setSelectedIds: (ids: Identifier[]) => onChange(ids.at(-1) ?? null),
        }),
        [value, onChange],
    );
    const selected = useMemo(
        () => (value === null ? undefined : records.find(device => device.id === value)),
        [records, value],
    );
    const single = useMemo(
        () => ({
            columnLabel: translate('resources.customAlarms.device_step.column'),
            rowLabel: (device: Device) =>
                translate('resources.customAlarms.device_step.select_row', { name: device.name }),
        }),
        [translate],
    );
    return (
        <>
            <Typography variant="h6" component="h2" gutterBottom>
                {translate('resources.customAlarms.device_step.heading')}
            </Typography>
            <SelectableTable
                records={records}
                isPending={isPending}
                selection={selection}
                search={search}
                onSearchChange={onSearchChange}
                searchText={deviceSearchText}
                emptyKey="resources.customAlarms.device_step.empty"
                label={translate('resources.customAlarms.device_step.table')}
                single={single}
            >
                {DeviceColumns()}
            </SelectableTable>
            {selected ? (
                <Alert severity="success" sx={{ mt: 2 }}>
                    {translate('resources.customAlarms.device_step.selected', {
                        name: selected.name,
                    })}
                </Alert>
            ) : (
                <Alert severity={fieldState.error ? 'error' : 'info'} sx={{ mt: 2 }} role="alert">
                    {translate('resources.customAlarms.validation.device_required')}
                </Alert>
            )}
        </>
    );
};
