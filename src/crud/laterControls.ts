/**
 * react-admin's controls that a list renders just after its first rows (listControls.tsx),
 * loaded then: the pagination bar (with MUI's TablePagination) and the filter bar's selects
 * (react-admin's SelectInput, its empty option named by its text: src/ui/SelectInput.tsx).
 * Their code is not in the start bundle.
 */
export { Pagination } from 'react-admin';
export { SelectInput } from '../ui/SelectInput';
