/**
 * One filter of the generated list for a declared field (declaredFilters.tsx), loaded when a list
 * first shows one, so that no first row waits for its code (react-admin's ReferenceInput brings
 * its autocomplete). A yes/no, a value of a list and a related record match exactly (the `_eq`
 * filters of src/api/lists/listQuery.ts: "No" must not find a text holding it); a text matches a
 * part, ignoring case. A related record is chosen by its name, every one in name order
 * (referenceChoices.ts), as the form chooses one.
 */
import { ReferenceInput } from 'react-admin';
import type { FieldDeclaration } from './declaration';
import { FilterSelectInput } from './listControls';
import { REFERENCE_CHOICES } from './referenceChoices';
import { SteadyTextInput } from './steadyFilters';

export interface DeclaredFilterProps {
    field: FieldDeclaration;
    /** The filter's key: the field's, with `_eq` where it matches exactly. */
    source: string;
    label: string;
    alwaysOn?: boolean;
}

/** A yes/no's two values, as the list shows them. */
const YES_NO = [
    { id: 'true', name: 'ra.boolean.true' },
    { id: 'false', name: 'ra.boolean.false' },
];

const SELECT_WIDTH = { minWidth: 160 };

export const DeclaredFilter = ({ field, source, label }: DeclaredFilterProps) => {
    switch (field.type) {
        case 'boolean':
            return (
                <FilterSelectInput
                    source={source}
                    label={label}
                    choices={YES_NO}
                    sx={SELECT_WIDTH}
                />
            );
        case 'select':
            return (
                <FilterSelectInput
                    source={source}
                    label={label}
                    choices={[...field.choices]}
                    sx={SELECT_WIDTH}
                />
            );
        case 'reference':
            return (
                <ReferenceInput source={source} reference={field.reference} {...REFERENCE_CHOICES}>
                    <FilterSelectInput label={label} sx={SELECT_WIDTH} />
                </ReferenceInput>
            );
        default:
            return <SteadyTextInput source={source} label={label} resettable />;
    }
};
