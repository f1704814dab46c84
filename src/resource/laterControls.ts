/**
 * react-admin's controls that a list renders just after its first rows (afterFirstRows.tsx),
 * loaded then: the pagination bar (with MUI's TablePagination) and the filter bar's selects.
 * Their code is not in the start bundle.
 */
export { Pagination, SelectInput } from 'react-admin';
