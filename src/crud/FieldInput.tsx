/**
 * The react-admin input for a declared field: a reference is chosen from the related
 * collection by name (the names in order), a value of a list from a select of their translated
 * names; a free text in a multi-line input; a date or date-time with MUI X's pickers in the
 * console's language (DateFieldInput, loaded when a form shows one), or, read-only, as a
 * read-only text in that language (ReadOnlyDateInput). Its checks are the declared ones, else
 * those of its schema (src/validation/schemaRules.ts, with the forms' code).
 */
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { onFirstShow } from '../loading/onFirstShow';
import { SecretInput } from '../ui/secret/SecretInput';
import { ReadOnlyDateInput } from './ReadOnlyDateInput';
import { schemaRules } from '../validation/schemaRules';
import type { FieldDeclaration } from './declaration';
import { REFERENCE_CHOICES } from './referenceChoices';

// Without its code the form cannot show the field's value: a failed load goes to the boundary.
const DateFieldInput = onFirstShow(
    () => import('./DateFieldInput').then(module => module.DateFieldInput),
    { required: true },
);

/** The checks of a field: its declared validators, else its schema's. */
const validatorsOf = (field: FieldDeclaration) =>
    field.validate ?? (field.schema ? schemaRules(field.schema) : undefined);

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
        validate: readOnly ? undefined : validatorsOf(field),
        readOnly,
    };
    switch (field.type) {
        case 'number':
            return <NumberInput {...common} />;
        case 'boolean':
            // A yes/no the body requires starts as no: left alone, it is sent as such.
            return (
                <BooleanInput
                    {...common}
                    defaultValue={field.schema?.required ? false : undefined}
                />
            );
        case 'date':
        case 'dateTime':
            // Read-only, it looks like the other read-only fields: no picker to open.
            return readOnly ? (
                <ReadOnlyDateInput source={field.source} kind={field.type} />
            ) : (
                <DateFieldInput field={field} validate={common.validate} />
            );
        case 'reference':
            // The related records by name, in the user's language and ignoring case, as the
            // list sorts a related name's column (src/api/provider/relatedNames.ts).
            return (
                <ReferenceInput
                    source={field.source}
                    reference={field.reference}
                    {...REFERENCE_CHOICES}
                >
                    <SelectInput validate={common.validate} readOnly={readOnly} />
                </ReferenceInput>
            );
        case 'select':
            return <SelectInput {...common} choices={[...field.choices]} />;
        default:
            return secret || field.secret ? (
                <SecretInput {...common} />
            ) : (
                <TextInput {...common} multiline={field.multiline} />
            );
    }
};
