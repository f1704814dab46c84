/**
 * Row checkboxes named after their row ("Select device Weather station Marktplatz") instead of
 * react-admin's "Select this row". react-admin's DataTable names every row checkbox with one
 * translation (`ra.action.select_row`) that knows nothing of the row, so this body gives each row
 * a translator that answers that one key with the row's name, given by the list through
 * RowLabelProvider. Everything else stays react-admin's own: its rows, checkboxes, selection and
 * select-all. Use it as the DataTable's `body`. The rows on the screen render first, the rest of
 * the page just after (useRowsOnScreenFirst.tsx).
 */
import { createContext, forwardRef, memo, useContext, useMemo, useRef } from 'react';
import {
    DataTableBody,
    DataTableDataContext,
    DataTableRow,
    I18nContext,
    useDataTableDataContext,
    useI18nProvider,
    useRecordContext,
    type DataTableBodyProps,
    type DataTableRowProps,
    type I18nProvider,
    type RaRecord,
} from 'react-admin';
import { useRowsOnScreenFirst } from './useRowsOnScreenFirst';

/** The translation key of react-admin's row checkbox's name. */
export const SELECT_ROW_KEY = 'ra.action.select_row';

/** A row checkbox's accessible name (a translated text) for its record. */
export type RowLabel = (record: RaRecord) => string;

const RowLabelContext = createContext<RowLabel | undefined>(undefined);

export const RowLabelProvider = RowLabelContext.Provider;

/** The provider with `ra.action.select_row` answered by `label`. */
export const namingRow = (i18n: I18nProvider, label: string): I18nProvider => ({
    ...i18n,
    translate: (key, options) => (key === SELECT_ROW_KEY ? label : i18n.translate(key, options)),
});

const NamedRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => {
    const record = useRecordContext();
    const rowLabel = useContext(RowLabelContext);
    const i18n = useI18nProvider();
    const label = record && rowLabel ? rowLabel(record) : undefined;
    const named = useMemo(
        () => (label === undefined ? i18n : namingRow(i18n, label)),
        [i18n, label],
    );
    return (
        <I18nContext.Provider value={named}>
            <DataTableRow ref={ref} {...props} />
        </I18nContext.Provider>
    );
});
NamedRow.displayName = 'NamedRow';

/**
 * Memoised: DataTable renders again for reasons of its own (its delete check answering, a column
 * order read), each time with the same columns; the body then renders only for its rows.
 */
export const NamedRowsBody = memo(function NamedRowsBody(props: DataTableBodyProps) {
    const body = useRef<HTMLTableSectionElement>(null);
    const rows = useRowsOnScreenFirst(useDataTableDataContext(), body);
    return (
        <DataTableDataContext.Provider value={rows}>
            <DataTableBody {...props} ref={body} row={NamedRow} />
        </DataTableDataContext.Provider>
    );
});
