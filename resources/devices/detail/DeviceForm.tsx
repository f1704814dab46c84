/**
 * The device's fields (product specification section 3): name, description, service, tags,
 * location, update interval and time-series flag are editable by admins (the flag by system
 * admins only); the device ID, integration and device type are shown read-only.
 */
import { Box } from '@mui/material';
import {
    SelectArrayInput,
    SimpleForm,
    TextInput,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { useAccess } from '../../../src/auth/useAccess';
import { SelectInput } from '../../../src/ui/SelectInput';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { validateUpdateInterval } from '../commands/validators';
import { tagLabelKey, tagOptions } from '../tags';
import type { Device } from '../types';
import type { DeviceLookups } from '../useDeviceLookups';
import { CheckboxInput } from './CheckboxInput';
import { DeviceFooter } from './DeviceFooter';

/** Shown as text; a number once it is digits only, so that an unchanged value stays unchanged. */
const formatInterval = (value: unknown) => (value == null ? '' : String(value));
const parseInterval = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

const formatLocation = (value: unknown) =>
    value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A field's checks as onboarding sends it (one item of the create's deviceList): the PATCH takes
 * the same parts, each optional, and the name stays required on this page.
 */
const rules = (field: 'name' | 'description' | 'location') =>
    bodyRules(schemas.create, `deviceList.${field}`);

const row = { display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' } as const;
/** A field of a row: side by side where there is room, one below the other on a phone. */
const cell = { flex: '1 1 200px' } as const;

interface Props {
    editable: boolean;
    lookups: DeviceLookups;
}

export const DeviceForm = ({ editable, lookups }: Props) => {
    const translate = useTranslate();
    const record = useRecordContext<Device>();
    const { can } = useAccess();
    const readOnly = !editable;
    const integration = lookups.integration(record?.integrationId);
    const allowedTags = tagOptions(integration?.type);
    const tags = [
        ...allowedTags,
        ...(record?.tags ?? []).filter(tag => !allowedTags.includes(tag as never)),
    ];
    const maySetTimeSeries = editable && can('setTimeSeries');
    return (
        <SimpleForm mode="onChange" toolbar={<DeviceFooter />} sx={{ maxWidth: 900 }}>
            <TextInput
                source="name"
                validate={editable ? rules('name') : undefined}
                readOnly={readOnly}
            />
            <TextInput
                source="description"
                multiline
                minRows={2}
                validate={editable ? rules('description') : undefined}
                readOnly={readOnly}
            />
            <Box sx={row}>
                <TextInput source="deviceId" readOnly sx={cell} />
                <TextInput
                    source="integrationId"
                    readOnly
                    format={id => integration?.name ?? (id == null ? '' : String(id))}
                    sx={cell}
                />
            </Box>
            <Box sx={row}>
                <TextInput source="details.vendor" readOnly sx={cell} />
                <TextInput source="details.deviceType" readOnly sx={cell} />
                <TextInput source="details.firmware" readOnly sx={cell} />
            </Box>
            <Box sx={row}>
                <SelectInput
                    source="mapping"
                    choices={lookups.services}
                    translateChoice={false}
                    emptyText="devices.detail.no_service"
                    readOnly={readOnly}
                    sx={cell}
                />
                <SelectArrayInput
                    source="tags"
                    choices={tags.map(tag => ({
                        id: tag,
                        name: translate(tagLabelKey(tag), { _: tag }),
                    }))}
                    translateChoice={false}
                    readOnly={readOnly}
                    sx={cell}
                />
            </Box>
            <TextInput
                source="location"
                format={formatLocation}
                validate={editable ? rules('location') : undefined}
                readOnly={readOnly}
            />
            <TextInput
                source="updateInterval"
                format={formatInterval}
                parse={parseInterval}
                validate={editable ? validateUpdateInterval : undefined}
                readOnly={readOnly}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <CheckboxInput
                source="isTSD"
                disabled={!maySetTimeSeries}
                helperText={
                    maySetTimeSeries ? undefined : translate('devices.detail.tsd_read_only')
                }
            />
        </SimpleForm>
    );
};
