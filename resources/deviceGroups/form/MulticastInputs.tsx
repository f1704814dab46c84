/**
 * The multicast fields for the chosen integration's type (Swisscom adds four); for a type that
 * carries no LoRaWAN messages (MQTT, webhook) a note that the group needs no keys.
 */
import { Box, Typography } from '@mui/material';
import { maxLength, TextInput, useTranslate } from 'react-admin';
import { cleanName, required } from '../../../src/validation/rules';
import { hasMulticastKeys, hexFieldsFor, isSwisscom, SWISSCOM_TEXT_FIELDS } from '../multicast';
import { HexInput, INFO_LIST } from './HexInput';
import { API_LENGTHS } from '../../../src/validation/apiLengths';

const swisscomTextRule = [required(), cleanName, maxLength(API_LENGTHS.textName)];

export const MULTICAST_SOURCES = [
    ...hexFieldsFor('SWISSCOM').map(field => `${INFO_LIST}.${field.name}`),
    ...SWISSCOM_TEXT_FIELDS.map(field => `${INFO_LIST}.${field}`),
];

export const MulticastInputs = ({
    integrationType,
    readOnly,
}: {
    integrationType: string | undefined;
    readOnly?: boolean;
}) => {
    const translate = useTranslate();
    if (!integrationType) return null;
    if (!hasMulticastKeys(integrationType)) {
        return (
            <Typography variant="body2" sx={{ mb: 2, maxWidth: 720 }}>
                {translate('resources.deviceGroups.no_multicast_keys')}
            </Typography>
        );
    }
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 720 }}>
            {hexFieldsFor(integrationType).map(field => (
                <HexInput key={field.name} field={field} readOnly={readOnly} />
            ))}
            {isSwisscom(integrationType) &&
                SWISSCOM_TEXT_FIELDS.map(field => (
                    <TextInput
                        key={field}
                        source={`${INFO_LIST}.${field}`}
                        validate={readOnly ? undefined : swisscomTextRule}
                        readOnly={readOnly}
                    />
                ))}
        </Box>
    );
};
