/**
 * A column that shows a related record's name (a declaration's sortByName, a reference field)
 * sorts by that name: the related collection's names by id, built once per download.
 */
import type { RaRecord } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../crud/declaration';
import type { SortValue } from '../lists/listQuery';

/** The resource a reference field names (its column sorts by the related record's name). */
const referenceOf = (field: FieldDeclaration | undefined) =>
    field?.type === 'reference' ? field.reference : undefined;

/** The collection a column names its records from (declaration sortByName, a reference). */
export const relatedOf = (declaration: ResourceDeclaration, field: string | undefined) =>
    field
        ? (declaration.sortByName?.[field] ??
          referenceOf(declaration.fields.find(declared => declared.source === field)))
        : undefined;

/** The sort values by related name, with each related collection's names kept per download. */
export const createRelatedNames = () => {
    const namesById = new WeakMap<RaRecord[], { key: string; names: Map<string, string> }>();
    let downloads = 0;
    const namesOf = (records: RaRecord[]) => {
        let found = namesById.get(records);
        if (!found) {
            const names = new Map(records.map(record => [String(record.id), String(record.name)]));
            found = { key: String((downloads += 1)), names };
            namesById.set(records, found);
        }
        return found;
    };

    /** A column that shows a related record's name sorts by that name. */
    return (field: string, related: string, records: RaRecord[]): SortValue => {
        const { key, names } = namesOf(records);
        return {
            key: `${related}:${key}`,
            of: record => (record[field] == null ? undefined : names.get(String(record[field]))),
        };
    };
};
