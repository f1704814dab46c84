/** The type-specific fields of an integration (product specification section 3). */
import { Stack } from '@mui/material';
import type { IntegrationType } from '../types';
import { ChirpStackFields } from './ChirpStackFields';
import { DigimondoFields } from './DigimondoFields';
import { ElementFields } from './ElementFields';
import { MqttFields } from './MqttFields';
import { SecretFields } from './SecretFields';
import { SwisscomFields } from './SwisscomFields';

const FieldsOf = ({ type, readOnly }: { type: IntegrationType; readOnly?: boolean }) => {
    switch (type) {
        case 'CHIRPSTACK_V3':
        case 'CHIRPSTACK_V4':
            return <ChirpStackFields readOnly={readOnly} />;
        case 'MQTT':
            return <MqttFields readOnly={readOnly} />;
        case 'REST':
        case 'WEBHOOK_DIGIMONDO':
            return <SecretFields type={type} readOnly={readOnly} />;
        case 'SWISSCOM':
            return <SwisscomFields readOnly={readOnly} />;
        case 'DIGIMONDO':
            return <DigimondoFields readOnly={readOnly} />;
        case 'ELEMENT':
            return <ElementFields readOnly={readOnly} />;
    }
};

export const TypeFields = ({ type, readOnly }: { type: IntegrationType; readOnly?: boolean }) => (
    <Stack sx={{ width: '100%' }}>
        <FieldsOf key={type} type={type} readOnly={readOnly} />
    </Stack>
);
