/**
 * /organization/services/service?id=: id and type read-only, the name editable by organization
 * and system admins (read-only for others), the activated checkbox read-only; Undo and Save
 * (disabled for non-admins), back to the list after saving.
 */
import { Edit, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SERVICE_PATHS } from '../../resources/services/paths';
import { serviceTypeLabelKey, type Service } from '../../resources/services/types';
import { useAccess } from '../../src/auth/useAccess';
import { EditFooter } from '../../src/ui/EditFooter';
import { nameRule } from '../../src/validation/rules';
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
                    disabled={!editable}
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
                validate={editable ? nameRule : undefined}
                readOnly={!editable}
            />
            <ActivatedCheckbox />
        </SimpleForm>
    );
};

export const ServiceEdit = () => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const { can } = useAccess();
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <Edit<Service>
            resource="services"
            id={id}
            title="resources.services.edit"
            mutationMode="pessimistic"
            redirect={() => SERVICE_PATHS.list}
            queryOptions={{ onError: () => navigate(SERVICE_PATHS.list) }}
            mutationOptions={{ onError: () => undefined }}
            actions={false}
        >
            <EditForm editable={can('manageServices')} />
        </Edit>
    );
};
