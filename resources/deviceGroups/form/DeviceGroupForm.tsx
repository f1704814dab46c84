/** The fields of a device group on its detail page; the integration cannot change. */
import { SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { useAccess } from '../../../src/auth/useAccess';
import { EditFooter } from '../../../src/ui/EditFooter';
import { bodyRules } from '../../../src/validation/bodyRules';
import { required } from '../../../src/validation/rules';
import schemas from '../schema.ts?json-schema';
import { DeviceTypeInput } from './DeviceTypeInput';
import { IntegrationInput } from './IntegrationInput';
import { MulticastInputs } from './MulticastInputs';
import { ServiceInput } from './ServiceInput';
import { useGroupIntegrations } from './useGroupIntegrations';

const deviceTypeRequired = required('resources.deviceGroups.validation.device_type_required');

export const DeviceGroupForm = () => {
    const record = useRecordContext();
    const { can } = useAccess();
    const { typeOf } = useGroupIntegrations();
    const editable = can('editItems');
    const readOnly = !editable;
    return (
        <SimpleForm mode="onChange" toolbar={<EditFooter />}>
            <TextInput
                source="name"
                validate={readOnly ? undefined : bodyRules(schemas.create, 'name')}
                readOnly={readOnly}
            />
            <DeviceTypeInput source="details" validate={deviceTypeRequired} readOnly={readOnly} />
            <IntegrationInput readOnly />
            <MulticastInputs integrationType={typeOf(record?.integrationId)} readOnly={readOnly} />
            <ServiceInput readOnly={readOnly} />
        </SimpleForm>
    );
};
