/** Step 1: the activation option. AS_ADMIN is offered to system admins only. */
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useAccess } from '../../../src/auth/useAccess';
import { ACTIVATION_OPTIONS, type ActivationOption } from './activationOptions';
import { required } from '../../../src/validation/rules';

export const OptionStep = ({ onChange }: { onChange: (option: ActivationOption) => void }) => {
    const translate = useTranslate();
    const { can } = useAccess();
    const choices = ACTIVATION_OPTIONS.map(option => ({
        id: option,
        name: translate(`deviceWizards.activation.options.${option}`),
        disabled: option === 'AS_ADMIN' && !can('activateAsAdmin'),
    }));
    return (
        <RadioButtonGroupInput
            source="activationOption"
            label="deviceWizards.activation.option_label"
            choices={choices}
            translateChoice={false}
            row={false}
            validate={required()}
            helperText={false}
            onChange={event => onChange(event.target.value as ActivationOption)}
        />
    );
};
