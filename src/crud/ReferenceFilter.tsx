/**
 * A list filter on a declared reference: the related record chosen by its name, every one of
 * them in name order (referenceChoices.ts). Loaded when a list first shows one
 * (declaredFilters.tsx): react-admin's ReferenceInput brings its autocomplete, which no first row
 * needs.
 */
import { ReferenceInput } from 'react-admin';
import { FilterSelectInput } from './listControls';
import { REFERENCE_CHOICES } from './referenceChoices';

export interface ReferenceFilterProps {
    source: string;
    reference: string;
    label: string;
    alwaysOn?: boolean;
}

const SELECT_WIDTH = { minWidth: 160 };

export const ReferenceFilter = ({ source, reference, label }: ReferenceFilterProps) => (
    <ReferenceInput source={source} reference={reference} {...REFERENCE_CHOICES}>
        <FilterSelectInput label={label} sx={SELECT_WIDTH} />
    </ReferenceInput>
);
