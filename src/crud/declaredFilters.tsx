/**
 * The generated list's filters: one per field its declaration marks `filter` (the schema's
 * `x-filter`, src/crud/fieldsFromSchemas.ts), after the search box: a yes/no, a value of a list
 * or a related record, matched exactly, or a text, matched in part (DeclaredFilter.tsx, whose
 * code loads when a list first shows one). Dates, numbers and secrets get none.
 */
import type { ReactElement } from 'react';
import { onFirstShow } from '../loading/onFirstShow';
import type { FieldDeclaration } from './declaration';
import type { DeclaredFilterProps } from './DeclaredFilter';

const DeclaredFilter = onFirstShow<DeclaredFilterProps>(() =>
    import('./DeclaredFilter').then(module => module.DeclaredFilter),
);

const EXACT = ['boolean', 'select', 'reference'];

/** The filters a declaration's fields ask for, in the fields' order (none: undefined). */
export const declaredFilters = (
    name: string,
    fields: readonly FieldDeclaration[],
): ReactElement[] | undefined => {
    const filters = fields
        .filter(
            field =>
                field.filter &&
                !field.secret &&
                (EXACT.includes(field.type) || field.type === 'text'),
        )
        .map(field => {
            const source = EXACT.includes(field.type) ? `${field.source}_eq` : String(field.source);
            return (
                <DeclaredFilter
                    key={source}
                    field={field}
                    source={source}
                    label={`resources.${name}.fields.${String(field.source)}`}
                    alwaysOn
                />
            );
        });
    return filters.length > 0 ? filters : undefined;
};
