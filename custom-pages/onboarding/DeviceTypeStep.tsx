/** Step 3: vendor, device type and firmware (dependent choices), and the function (tag). */
import { useEffect } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
    deviceTypesOf,
    firmwaresOf,
    isSupportedType,
    vendorsOf,
} from '../../resources/devices/deviceTypes';
import type { DeviceDetails } from '../../resources/devices/types';
import { required } from '../../src/validation/rules';

interface Props {
    types: DeviceDetails[];
    isPending: boolean;
    functions: readonly string[];
    /** Details to start with (those the selected devices share), if supported. */
    suggested?: DeviceDetails;
}

const asChoices = (values: string[]) => values.map(value => ({ id: value, name: value }));

export const DeviceTypeStep = ({ types, isPending, functions, suggested }: Props) => {
    const translate = useTranslate();
    const { setValue, getValues } = useFormContext();
    const vendor = useWatch({ name: 'vendor' }) as string | undefined;
    const deviceType = useWatch({ name: 'deviceType' }) as string | undefined;

    useEffect(() => {
        if (suggested && !getValues('vendor') && isSupportedType(types, suggested)) {
            setValue('vendor', suggested.vendor);
            setValue('deviceType', suggested.deviceType);
            setValue('firmware', suggested.firmware);
        }
    }, [suggested, types, getValues, setValue]);

    const clear = (...fields: string[]) => {
        for (const field of fields) setValue(field, '', { shouldValidate: false });
    };
    const inputSx = { minWidth: 260 };
    return (
        <>
            <SelectInput
                source="vendor"
                label="deviceWizards.common.vendor"
                choices={asChoices(vendorsOf(types))}
                isPending={isPending}
                translateChoice={false}
                validate={required()}
                onChange={() => clear('deviceType', 'firmware')}
                sx={inputSx}
            />
            <SelectInput
                source="deviceType"
                label="deviceWizards.common.device_type"
                choices={asChoices(deviceTypesOf(types, vendor))}
                translateChoice={false}
                validate={required()}
                disabled={!vendor}
                onChange={() => clear('firmware')}
                sx={inputSx}
            />
            <SelectInput
                source="firmware"
                label="deviceWizards.common.firmware"
                choices={asChoices(firmwaresOf(types, vendor, deviceType))}
                translateChoice={false}
                validate={required()}
                disabled={!vendor || !deviceType}
                sx={inputSx}
            />
            <SelectInput
                source="tag"
                label="deviceWizards.common.function"
                choices={functions.map(tag => ({
                    id: tag,
                    name: translate(`deviceWizards.tags.${tag}`),
                }))}
                translateChoice={false}
                validate={required()}
                sx={inputSx}
            />
        </>
    );
};
