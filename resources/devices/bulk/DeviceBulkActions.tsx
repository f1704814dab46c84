/**
 * The device list's bulk actions on the selected devices (issue 19, item 3): remove, assign a
 * service, set the tag (each confirmed with the count, then run one device after the other with
 * progress, cancel and a per-device result), and enable or disable through the activation
 * wizard with the selection carried over. Admins only; viewers see them disabled with the
 * reason. After a run the list reloads and only the devices not done stay selected (the failed
 * ones, and after a cancel the untouched ones): what is left to do.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import LabelIcon from '@mui/icons-material/Label';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import HubIcon from '@mui/icons-material/Hub';
import { Box, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { SelectionBar } from '../../../src/crud/SelectionBar';
import { Button } from '../../../src/ui/Button';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { useCalls } from '../../../src/api/useCalls';
import type { Capability } from '../../../src/auth/access';
import { useCapability } from '../../../src/auth/useCapability';
import { BulkConfirmDialog } from '../../../src/bulk/BulkConfirmDialog';
import { SelectAllMatching } from '../../../src/bulk/SelectAllMatching';
import type { BulkPrepare } from '../../../src/bulk/bulkRunner';
import { getCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { activationPreselection, withPreselection } from '../activation/preselection';
import type { ActivationApi } from '../calls/activationApi';
import { DEVICE_PATHS } from '../paths';
import { DEVICE_TAGS, tagLabelKey } from '../tags';
import type { DeviceTag } from '../types';
import type { DeviceLookups } from '../useDeviceLookups';
import type { DeviceBulk, DeviceBulkAction as Action } from './DeviceBulkRun';
import {
    assignServiceJob,
    removeJob,
    selectedDevices,
    setTagJob,
    type BulkDevice,
} from './deviceJobs';

/** The value of "No service" in the service select (mapping null). */
const NO_SERVICE = 'none';

const ActionButton = ({
    capability,
    labelKey,
    icon,
    onClick,
}: {
    capability: Capability;
    labelKey: string;
    icon: ReactElement;
    onClick: () => void;
}) => {
    const { allowed, reason } = useCapability(capability);
    // react-admin's Button: on a phone an icon with its label as name and tooltip.
    return (
        <DisabledReason reason={reason}>
            <Button label={labelKey} onClick={onClick} disabled={!allowed}>
                {icon}
            </Button>
        </DisabledReason>
    );
};

interface Props {
    lookups: DeviceLookups;
    bulk: DeviceBulk;
}

const DeviceBulkActions = ({ lookups, bulk }: Props) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const calls = useCalls<ActivationApi>();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const { selectedIds } = useListContext();
    const [asking, setAsking] = useState<Action | null>(null);
    // Nothing chosen as a dialog opens: one hurried click must not take every service away.
    const [service, setService] = useState<string>('');
    const [tag, setTag] = useState<DeviceTag | ''>('');
    const count = selectedIds.length;

    const prepareOf = (action: Action): BulkPrepare<BulkDevice> => {
        if (action === 'remove') return removeJob(dataProvider);
        if (action === 'assign') {
            return assignServiceJob(dataProvider, service === NO_SERVICE ? null : Number(service));
        }
        return setTagJob({
            dataProvider,
            tag: tag as DeviceTag,
            integrationType: id => lookups.integration(id)?.type,
            integrationName: id => lookups.integration(id)?.name ?? String(id ?? ''),
            loadBundle: () =>
                queryClient.fetchQuery({
                    queryKey: queryKeys.licenceBundle(getCurrentOrganizationId()),
                    queryFn: () => calls.getLicenceBundle(),
                    staleTime: 0,
                }),
            translate,
        });
    };

    const start = () => {
        if (!asking) return;
        const action = asking;
        const ids = [...selectedIds];
        setAsking(null);
        bulk.action = action;
        void bulk.runner.run(() => selectedDevices(dataProvider, ids), prepareOf(action));
    };

    const openActivation = async () => {
        const devices = await selectedDevices(dataProvider, selectedIds);
        navigate(DEVICE_PATHS.activation, {
            state: withPreselection(activationPreselection(devices)),
        });
    };

    const confirmTitle = asking
        ? translate(`devices.bulk.${asking}.confirm`, { smart_count: count })
        : '';

    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <ActionButton
                capability="editItems"
                labelKey="devices.bulk.assign.action"
                icon={<HubIcon />}
                onClick={() => {
                    setService('');
                    setAsking('assign');
                }}
            />
            <ActionButton
                capability="editItems"
                labelKey="devices.bulk.tag.action"
                icon={<LabelIcon />}
                onClick={() => {
                    setTag('');
                    setAsking('tag');
                }}
            />
            <ActionButton
                capability="editItems"
                labelKey="devices.bulk.activation"
                icon={<PowerSettingsNewIcon />}
                onClick={() => void openActivation()}
            />
            <ActionButton
                capability="remove"
                labelKey="devices.bulk.remove.action"
                icon={<DeleteIcon />}
                onClick={() => setAsking('remove')}
            />
            <BulkConfirmDialog
                open={asking !== null}
                title={confirmTitle}
                confirmLabel={asking ? translate(`devices.bulk.${asking}.run`) : ''}
                canConfirm={
                    (asking !== 'tag' || tag !== '') && (asking !== 'assign' || service !== '')
                }
                onCancel={() => setAsking(null)}
                onConfirm={start}
            >
                {asking === 'assign' && (
                    <TextField
                        select
                        fullWidth
                        margin="dense"
                        label={translate('resources.devices.fields.mapping')}
                        value={service}
                        onChange={event => setService(event.target.value)}
                    >
                        <MenuItem value={NO_SERVICE}>
                            {translate('devices.bulk.assign.none')}
                        </MenuItem>
                        {lookups.services.map(choice => (
                            <MenuItem key={String(choice.id)} value={String(choice.id)}>
                                {choice.name}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                {asking === 'tag' && (
                    <TextField
                        select
                        fullWidth
                        margin="dense"
                        label={translate('resources.devices.fields.tags')}
                        value={tag}
                        onChange={event => setTag(event.target.value as DeviceTag)}
                        helperText={translate('devices.bulk.tag.licence_note')}
                    >
                        {DEVICE_TAGS.map(choice => (
                            <MenuItem key={choice} value={choice}>
                                {translate(tagLabelKey(choice))}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                {asking === 'remove' && translate('devices.bulk.remove.content')}
            </BulkConfirmDialog>
        </Box>
    );
};

/** The table's bulk toolbar: react-admin's own (titled "3 devices selected"), with "Select all N matching" and the actions. */
export const DeviceBulkToolbar = (props: Props) => (
    <SelectionBar selectAllButton={<SelectAllMatching />}>
        <DeviceBulkActions {...props} />
    </SelectionBar>
);
