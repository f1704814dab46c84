/** The MQTT target's user name, password and topic. */
import { PasswordInput, TextInput } from 'react-admin';
import { mqttUserNameRule, topicRule } from '../validation';

export const MqttInputs = ({ readOnly }: { readOnly?: boolean }) => (
    <>
        <TextInput
            source="mqttConfig.userName"
            validate={readOnly ? undefined : mqttUserNameRule}
            readOnly={readOnly}
            autoComplete="off"
        />
        <PasswordInput
            source="mqttConfig.password"
            readOnly={readOnly}
            autoComplete="new-password"
        />
        <TextInput
            source="mqttConfig.topic"
            validate={readOnly ? undefined : topicRule}
            readOnly={readOnly}
        />
    </>
);
