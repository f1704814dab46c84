/**
 * One select of the supported device types (vendor, device type and firmware together). The form
 * holds the API's object ({ vendor, deviceType, firmware }); the select shows the joined label.
 */
import { SelectInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { deviceTypeChoices, deviceTypeFromKey, deviceTypeKey } from '../deviceTypes';
import type { DeviceDetails } from '../../devices/types';
import { useDeviceTypes } from '../useDeviceTypes';

interface Props {
    source: string;
    label?: string;
    validate?: Validator | Validator[];
    readOnly?: boolean;
}

export const DeviceTypeInput = ({ source, label, validate, readOnly }: Props) => {
    const { data, isPending } = useDeviceTypes();
    const current: unknown = useWatch({ name: source });
    return (
        <SelectInput
            source={source}
            label={label}
            choices={deviceTypeChoices(data ?? [], current)}
            isPending={isPending && !readOnly}
            format={(value: DeviceDetails | null | undefined) =>
                value ? deviceTypeKey(value) : ''
            }
            parse={(key: string) => (key ? deviceTypeFromKey(key) : null)}
            validate={readOnly ? undefined : validate}
            readOnly={readOnly}
            sx={{ minWidth: 320 }}
        />
    );
};
