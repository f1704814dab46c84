/** The react-admin input for a declared field. */
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import type { FieldDeclaration } from './declaration';

export const FieldInput = ({
    field,
    readOnly,
}: {
    field: FieldDeclaration;
    readOnly?: boolean;
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
        default:
            return <TextInput {...common} />;
    }
};
