/** Step 3: vendor, device type and firmware (dependent choices), and the function (tag). */
import { Alert } from '@mui/material';
import { useEffect, useRef } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
    deviceTypeKey,
    deviceTypesOf,
    firmwaresOf,
    isSupportedType,
    vendorsOf,
} from '../deviceTypes';
import { deviceTypeLabel } from '../typeLabel';
import type { DeviceDetails } from '../types';
import { required } from '../../../src/validation/rules';

interface Props {
    types: DeviceDetails[];
    isPending: boolean;
    functions: readonly string[];
    /** The type the provider reports for the selected devices (all of one type), if any. */
    suggested?: DeviceDetails;
}

const asChoices = (values: string[]) => values.map(value => ({ id: value, name: value }));

export const DeviceTypeStep = ({ types, isPending, functions, suggested }: Props) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const vendor = useWatch({ name: 'vendor' }) as string | undefined;
    const deviceType = useWatch({ name: 'deviceType' }) as string | undefined;

    // The provider's type is filled in once per type reported: a choice the user makes stays
    // until other devices (of another type) are selected.
    const filledFor = useRef<string | undefined>(undefined);
    useEffect(() => {
        if (!suggested || !isSupportedType(types, suggested)) return;
        const key = deviceTypeKey(suggested);
        if (filledFor.current === key) return;
        filledFor.current = key;
        setValue('vendor', suggested.vendor);
        setValue('deviceType', suggested.deviceType);
        setValue('firmware', suggested.firmware);
    }, [suggested, types, setValue]);

    const clear = (...fields: string[]) => {
        for (const field of fields) setValue(field, '', { shouldValidate: false });
    };
    const inputSx = { minWidth: 260 };
    return (
        <>
            {suggested && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('deviceWizards.onboard.reported_type', {
                        type: deviceTypeLabel(suggested),
                    })}
                </Alert>
            )}
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
