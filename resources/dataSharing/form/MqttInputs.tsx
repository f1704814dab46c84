/** The MQTT target's user name, password (a secret: masked for admins, hidden for others) and topic. */
import { TextInput } from 'react-admin';
import { SecretInput } from '../../../src/ui/secret/SecretInput';
import { mqttUserNameRule, topicRule } from '../validation';

export const MqttInputs = ({ readOnly }: { readOnly?: boolean }) => (
    <>
        <TextInput
            source="mqttConfig.userName"
            validate={readOnly ? undefined : mqttUserNameRule}
            readOnly={readOnly}
            autoComplete="off"
        />
        <SecretInput source="mqttConfig.password" readOnly={readOnly} />
        <TextInput
            source="mqttConfig.topic"
            validate={readOnly ? undefined : topicRule}
            readOnly={readOnly}
        />
    </>
);
