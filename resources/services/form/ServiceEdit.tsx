/**
 * /organization/services/service?id=: id and type read-only, the name editable by organization
 * and system admins (read-only for others), the activated checkbox read-only; Undo and Save
 * (disabled for non-admins), back to the list after saving.
 */
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SERVICE_PATHS } from '../paths';
import { serviceTypeLabelKey } from '../types';
import { useAccess } from '../../../src/auth/useAccess';
import { EditPage } from '../../../src/crud/EditPage';
import { EditFooter } from '../../../src/ui/EditFooter';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { ActivatedCheckbox } from './ActivatedCheckbox';

const EditForm = ({ editable }: { editable: boolean }) => {
    const translate = useTranslate();
    return (
        <SimpleForm
            mode="onChange"
            toolbar={
                <EditFooter
                    undoLabel="resources.services.footer.undo"
                    saveLabel="resources.services.footer.save"
                    capability="manageServices"
                />
            }
            sx={{ maxWidth: 640 }}
        >
            <TextInput source="id" readOnly />
            <TextInput
                source="type"
                readOnly
                format={(type: string) =>
                    type ? translate(serviceTypeLabelKey(type), { _: type }) : ''
                }
            />
            <TextInput
                source="name"
                validate={editable ? bodyRules(schemas.create, 'name') : undefined}
                readOnly={!editable}
            />
            <ActivatedCheckbox />
        </SimpleForm>
    );
};

export const ServiceEdit = () => {
    const { can } = useAccess();
    return (
        <EditPage resource="services" listPath={SERVICE_PATHS.list}>
            <EditForm editable={can('manageServices')} />
        </EditPage>
    );
};
