/**
 * The react-admin input for a declared field: a reference is chosen from the related
 * collection by name; a date or date-time with MUI X's pickers in the console's language
 * (DateFieldInput, loaded when a form shows one).
 */
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { onFirstShow } from '../loading/onFirstShow';
import { SecretInput } from '../ui/secret/SecretInput';
import type { FieldDeclaration } from './declaration';

// Without its code the form cannot show the field's value: a failed load goes to the boundary.
const DateFieldInput = onFirstShow(
    () => import('./DateFieldInput').then(module => module.DateFieldInput),
    { required: true },
);

export const FieldInput = ({
    field,
    readOnly,
    secret,
}: {
    field: FieldDeclaration;
    readOnly?: boolean;
    /** One of the resource's secrets: masked for admins, hidden from everyone else. */
    secret?: boolean;
}) => {
    const common = {
        source: field.source,
        validate: readOnly ? undefined : field.validate,
        readOnly,
    };
    switch (field.type) {
        case 'number':
            return <NumberInput {...common} />;
        case 'boolean':
            return <BooleanInput {...common} />;
        case 'date':
        case 'dateTime':
            return <DateFieldInput field={field} readOnly={readOnly} />;
        case 'reference':
            return (
                <ReferenceInput source={field.source} reference={field.reference}>
                    <SelectInput validate={common.validate} readOnly={readOnly} />
                </ReferenceInput>
            );
        default:
            return secret ? <SecretInput {...common} /> : <TextInput {...common} />;
    }
};
