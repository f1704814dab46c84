/** The multicast fields for the chosen integration's type (Swisscom adds four). */
import { Box } from '@mui/material';
import { maxLength, required, TextInput } from 'react-admin';
import {
    hexFieldsFor,
    isSwisscom,
    SWISSCOM_TEXT_FIELDS,
} from '../../resources/deviceGroups/multicast';
import { HexInput, INFO_LIST } from './HexInput';

const swisscomTextRule = [required(), maxLength(255)];

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
}) => (
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
