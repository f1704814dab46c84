/**
 * /dad/integrations/integration?id=: id and type read-only, name and the type's fields editable,
 * Undo and Save, back to the list after saving. Users who may not edit see it all read-only.
 */
import { SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useAccess } from '../../src/auth/useAccess';
import { EditPage } from '../../src/crud/EditPage';
import { EditFooter } from '../../src/ui/EditFooter';
import { bodyRules } from '../../src/validation/bodyRules';
import schemas from './schema.ts?json-schema';
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
        <SimpleForm mode="onChange" toolbar={<EditFooter />} sx={{ maxWidth: 640 }}>
            <TextInput source="id" readOnly />
            <TextInput
                source="type"
                readOnly
                format={(type: string) => (type ? translate(typeLabelKey(type)) : '')}
            />
            <TextInput
                source="name"
                validate={editable ? bodyRules(schemas.create, 'name') : undefined}
                readOnly={!editable}
            />
            <TypeFieldsOfRecord readOnly={!editable} />
        </SimpleForm>
    );
};

export const IntegrationEdit = () => {
    const { can } = useAccess();
    return (
        <EditPage resource="integrations" listPath={INTEGRATION_PATHS.list}>
            <EditForm editable={can('editItems')} />
        </EditPage>
    );
};
