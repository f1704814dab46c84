/**
 * A data sharing's settings: name, protocol, device type, target address, and the HTTP headers or
 * the MQTT settings of the chosen protocol.
 */
import { Box } from '@mui/material';
import { useEffect } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PROTOCOLS } from '../types';
import { addressRule, deviceTypeRule, protocolRule } from '../validation';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { DeviceTypeInput } from '../../deviceGroups/form/DeviceTypeInput';
import { HeaderRowsInput } from './HeaderRowsInput';
import { MqttInputs } from './MqttInputs';

const PROTOCOL_CHOICES = PROTOCOLS.map(protocol => ({ id: protocol, name: protocol }));

export const SETTINGS_SOURCES = [
    'name',
    'protocol',
    'deviceDetails',
    'address',
    'headerRows',
    'mqttConfig',
];

/** The address rule depends on the protocol: check the address again when it changes. */
const useRecheckAddress = (protocol: unknown) => {
    const { getValues, getFieldState, trigger } = useFormContext();
    useEffect(() => {
        if (getValues('address') && getFieldState('address').isDirty) void trigger('address');
    }, [protocol, getValues, getFieldState, trigger]);
};

export const SettingsInputs = ({ readOnly }: { readOnly?: boolean }) => {
    const protocol = useWatch({ name: 'protocol' });
    useRecheckAddress(protocol);
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 720 }}>
            <TextInput
                source="name"
                validate={readOnly ? undefined : bodyRules(schemas.create, 'name')}
                readOnly={readOnly}
            />
            <SelectInput
                source="protocol"
                choices={PROTOCOL_CHOICES}
                validate={readOnly ? undefined : protocolRule}
                readOnly={readOnly}
            />
            <DeviceTypeInput source="deviceDetails" validate={deviceTypeRule} readOnly={readOnly} />
            <TextInput
                source="address"
                validate={readOnly ? undefined : addressRule}
                readOnly={readOnly}
            />
            {protocol === 'HTTP' && <HeaderRowsInput readOnly={readOnly} />}
            {protocol === 'MQTT' && <MqttInputs readOnly={readOnly} />}
        </Box>
    );
};
