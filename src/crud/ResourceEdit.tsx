/**
 * The generated edit page, opened as {edit path}?id={id}: read-only fields, Undo and Save,
 * back to the list after a successful save. A failed save keeps the form as it was. Users
 * without the declaration's edit capability see every field read-only and the buttons disabled.
 */
import { Edit, SimpleForm } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '../auth/useAccess';
import { EditFooter } from '../ui/EditFooter';
import type { ResourceDeclaration } from './declaration';
import { EditHeading } from './EditHeading';
import { fieldErrorsMeta } from './fieldErrors';
import { FieldInput } from './FieldInput';
import { listPath } from './paths';
import { isSecretPath } from './secrets';
import { useEditShell } from './useEditShell';

export const ResourceEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
    const [searchParams] = useSearchParams();
    const { can } = useAccess();
    const editable = can(declaration.editCapability ?? 'editItems');
    const shell = useEditShell(declaration.name, listPath(declaration));
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <>
            <EditHeading resource={declaration.name} id={id} />
            <Edit
                {...shell}
                mutationOptions={{ ...shell.mutationOptions, meta: fieldErrorsMeta(declaration) }}
                id={id}
                title={false}
                actions={false}
            >
                <SimpleForm
                    mode="onChange"
                    // A taken name is said at its field; a "form not valid" toast would only repeat it.
                    disableInvalidFormNotification
                    toolbar={<EditFooter capability={declaration.editCapability} />}
                >
                    {declaration.fields
                        .filter(field => field.edit !== 'hidden')
                        .map(field => (
                            <FieldInput
                                key={field.source}
                                field={field}
                                secret={
                                    field.secret || isSecretPath(declaration.secrets, field.source)
                                }
                                readOnly={!editable || field.edit === 'readOnly'}
                            />
                        ))}
                </SimpleForm>
            </Edit>
        </>
    );
};
