/**
 * The react-admin input for a declared field: a reference is chosen from the related
 * collection by name.
 */
import {
    BooleanInput,
    DateInput,
    NumberInput,
    ReferenceInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import { SecretInput } from '../ui/secret/SecretInput';
import type { FieldDeclaration } from './declaration';

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
            return <DateInput {...common} />;
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
