/** Step 2: the devices the option applies to (disabled ones, or enabled ones to deactivate). */
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Device } from '../types';
import type { ActivationOption } from './activationOptions';
import { DeviceColumns, deviceSearchText } from '../DeviceColumns';
import { SelectableTable } from '../../../src/ui/SelectableTable';
import type { Selection } from '../../../src/ui/useLocalList';

interface Props {
    option: ActivationOption;
    candidates: Device[];
    isPending: boolean;
    selection: Selection;
    search: string;
    onSearchChange: (search: string) => void;
}

export const SelectDevicesStep = ({
    option,
    candidates,
    isPending,
    selection,
    search,
    onSearchChange,
}: Props) => {
    const translate = useTranslate();
    const heading =
        option === 'NO_ACTIVATION'
            ? 'deviceWizards.activation.list_enabled'
            : 'deviceWizards.activation.list_disabled';
    return (
        <>
            <Typography variant="h6" component="h2" gutterBottom>
                {translate(heading)}
            </Typography>
            <SelectableTable
                records={candidates}
                isPending={isPending}
                selection={selection}
                search={search}
                onSearchChange={onSearchChange}
                searchText={deviceSearchText}
                emptyKey="deviceWizards.activation.no_candidates"
                label={translate(heading)}
            >
                {DeviceColumns()}
            </SelectableTable>
            {!selection.selectedIds.length && candidates.length > 0 && (
                <Alert severity="info" sx={{ mt: 2 }}>
                    {translate('deviceWizards.common.select_one')}
                </Alert>
            )}
        </>
    );
};
