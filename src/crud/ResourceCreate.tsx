/** The generated add page: the declared fields; after a successful save, back to the list. */
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { fieldErrorsMeta } from './fieldErrors';
import { PageHeading } from '../ui/PageHeading';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard';
import type { ResourceDeclaration } from './declaration';
import { FieldInput } from './FieldInput';
import { listPath } from './paths';
import { isSecretPath } from './secrets';

const CreateToolbar = () => {
    const { isValid, isDirty, isSubmitting } = useFormState();
    return (
        <Toolbar>
            <UnsavedChangesGuard />
            <SaveButton label="app.action.save" disabled={!isDirty || !isValid || isSubmitting} />
        </Toolbar>
    );
};

export const ResourceCreate = ({ declaration }: { declaration: ResourceDeclaration }) => (
    <>
        <PageHeading titleKey={`resources.${declaration.name}.add`} />
        <Create
            resource={declaration.name}
            title={false}
            redirect={() => listPath(declaration)}
            mutationOptions={{ onError: () => undefined, meta: fieldErrorsMeta(declaration) }}
        >
            {/* A taken name is said at its field; a "form not valid" toast would only repeat it. */}
            <SimpleForm mode="onChange" toolbar={<CreateToolbar />} disableInvalidFormNotification>
                {declaration.fields
                    .filter(field => field.create !== false)
                    .map(field => (
                        <FieldInput
                            key={field.source}
                            field={field}
                            secret={field.secret || isSecretPath(declaration.secrets, field.source)}
                        />
                    ))}
            </SimpleForm>
        </Create>
    </>
);
