/** Step 2 for provider integrations: the provider's devices the organization does not know yet. */
import { Alert } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { SelectableTable } from '../../../src/ui/SelectableTable';
import type { Selection } from '../../../src/ui/useLocalList';
import { deviceTypeLabel } from '../typeLabel';
import type { DeviceDetails, UnboardedDevice } from '../types';

/** A provider device as a table row: its deviceId is its id. */
export type ProviderRow = UnboardedDevice & { id: string };

const searchText = (row: ProviderRow) =>
    `${row.name} ${row.deviceId} ${row.details ? Object.values(row.details).join(' ') : ''}`;

interface Props {
    rows: ProviderRow[];
    isPending: boolean;
    selection: Selection;
    search: string;
    onSearchChange: (search: string) => void;
    /** The types the provider reports for the selected devices, when they differ. */
    mixedTypes: DeviceDetails[];
}

export const ProviderDevicesStep = ({
    rows,
    isPending,
    selection,
    search,
    onSearchChange,
    mixedTypes,
}: Props) => {
    const translate = useTranslate();
    return (
        <>
            <SelectableTable
                records={rows}
                isPending={isPending}
                selection={selection}
                search={search}
                onSearchChange={onSearchChange}
                searchText={searchText}
                emptyKey="deviceWizards.onboard.no_new_devices"
                label={translate('deviceWizards.onboard.provider_devices')}
            >
                <DataTable.Col source="name" label="deviceWizards.common.name" />
                <DataTable.Col source="deviceId" label="deviceWizards.common.device_id" />
                <DataTable.Col
                    source="details.vendor"
                    label="deviceWizards.common.type"
                    render={(row: ProviderRow) => deviceTypeLabel(row.details)}
                />
            </SelectableTable>
            {mixedTypes.length > 1 && (
                <Alert severity="error" sx={{ mt: 2 }}>
                    {translate('deviceWizards.onboard.mixed_types', {
                        types: mixedTypes.map(deviceTypeLabel).join(', '),
                    })}
                </Alert>
            )}
            {!selection.selectedIds.length && rows.length > 0 && (
                <Alert severity="info" sx={{ mt: 2 }}>
                    {translate('deviceWizards.common.select_one')}
                </Alert>
            )}
        </>
    );
};
