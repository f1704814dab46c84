/**
 * The generated list's filters: one per field its declaration marks `filter` (the schema's
 * `x-filter`, src/crud/fieldsFromSchemas.ts), after the search box. A yes/no, a value of a list
 * and a related record match exactly (the `_eq` filters of src/api/lists/listQuery.ts: "No"
 * must not find a text holding it); a text matches a part, ignoring case. A related record is
 * chosen by its name, the names in order, as the form chooses one.
 */
import type { ReactElement } from 'react';
import type { FieldDeclaration } from './declaration';
import { onFirstShow } from '../loading/onFirstShow';
import type { ReferenceFilterProps } from './ReferenceFilter';
import { FilterSelectInput } from './listControls';
import { SteadyTextInput } from './steadyFilters';

/** A yes/no's two values, as the list shows them. */
const YES_NO = [
    { id: 'true', name: 'ra.boolean.true' },
    { id: 'false', name: 'ra.boolean.false' },
];

const SELECT_WIDTH = { minWidth: 160 };

/** Its code (with react-admin's ReferenceInput) loads when a list first shows one. */
const ReferenceFilter = onFirstShow<ReferenceFilterProps>(() =>
    import('./ReferenceFilter').then(module => module.ReferenceFilter),
);

/** The filter of one declared field, or none for a kind no filter fits (dates, numbers). */
const filterOf = (name: string, field: FieldDeclaration): ReactElement | undefined => {
    const source = String(field.source);
    const label = `resources.${name}.fields.${source}`;
    const exact = `${source}_eq`;
    switch (field.type) {
        case 'boolean':
            return (
                <FilterSelectInput
                    key={exact}
                    source={exact}
                    label={label}
                    choices={YES_NO}
                    alwaysOn
                    sx={SELECT_WIDTH}
                />
            );
        case 'select':
            return (
                <FilterSelectInput
                    key={exact}
                    source={exact}
                    label={label}
                    choices={[...field.choices]}
                    alwaysOn
                    sx={SELECT_WIDTH}
                />
            );
        case 'reference':
            return (
                <ReferenceFilter
                    key={exact}
                    source={exact}
                    reference={field.reference}
                    label={label}
                    alwaysOn
                />
            );
        case 'text':
            return field.secret ? undefined : (
                <SteadyTextInput key={source} source={source} label={label} alwaysOn resettable />
            );
        default:
            return undefined;
    }
};

/** The filters a declaration's fields ask for, in the fields' order (none: undefined). */
export const declaredFilters = (
    name: string,
    fields: readonly FieldDeclaration[],
): ReactElement[] | undefined => {
    const filters = fields
        .filter(field => field.filter)
        .map(field => filterOf(name, field))
        .filter((filter): filter is ReactElement => filter !== undefined);
    return filters.length > 0 ? filters : undefined;
};
