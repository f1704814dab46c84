/**
 * /dad/integrations/integration?id=: id and type read-only, name and the type's fields editable,
 * Undo and Save, back to the list after saving. Users who may not edit see it all read-only.
 */
import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../src/auth/useAccess';
import { EditFooter } from '../../src/ui/EditFooter';
import { nameRule } from '../../src/validation/rules';
import { TypeFields } from './components/TypeFields';
import { INTEGRATION_PATHS } from './paths';
import { isIntegrationType, typeLabelKey, type Integration } from './types';

const TypeFieldsOfRecord = ({ readOnly }: { readOnly: boolean }) => {
    const type = useRecordContext<Integration>()?.type;
    return isIntegrationType(type) ? <TypeFields type={type} readOnly={readOnly} /> : null;
};

const EditForm = ({ editable }: { editable: boolean }) => {
    const translate = useTranslate();
    return (
        <SimpleForm
            mode="onChange"
            toolbar={editable ? <EditFooter /> : false}
            sx={{ maxWidth: 640 }}
        >
            <TextInput source="id" readOnly />
            <TextInput
                source="type"
                readOnly
                format={(type: string) => (type ? translate(typeLabelKey(type)) : '')}
            />
            <TextInput
                source="name"
                validate={editable ? nameRule : undefined}
                readOnly={!editable}
            />
            <TypeFieldsOfRecord readOnly={!editable} />
        </SimpleForm>
    );
};

export const IntegrationEdit = () => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const { can } = useAccess();
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <Edit<Integration>
            resource="integrations"
            id={id}
            title="resources.integrations.edit"
            mutationMode="pessimistic"
            redirect={() => INTEGRATION_PATHS.list}
            queryOptions={{ onError: () => navigate(INTEGRATION_PATHS.list) }}
            mutationOptions={{ onError: () => undefined }}
            actions={false}
        >
            <EditForm editable={can('editItems')} />
        </Edit>
    );
};
