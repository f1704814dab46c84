/**
 * Lists open a row's record from the keyboard: the row's name cell is a real link (react-admin's
 * Link, a react-router link) to the page the row opens, so Tab reaches it, Enter opens it and a
 * screen reader announces it as a link with the row's name. A click anywhere else on the row
 * still opens it (DataTable's rowClick); a click on the link is kept from the row, so it
 * navigates once (and Ctrl or middle click opens a new tab, as on any link).
 */
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import {
    DataTable,
    Link,
    useRecordContext,
    type DataTableColumnProps,
    type Identifier,
    type RaRecord,
} from 'react-admin';

/** The path a row opens, given by the list (ListPage's rowPath). */
const RowPathContext = createContext<((id: Identifier) => string) | undefined>(undefined);

export const RowPathProvider = RowPathContext.Provider;

const keepFromRow = (event: MouseEvent) => event.stopPropagation();

/** As DataTable's row click does: the opened page starts at its top. */
const SCROLL_TO_TOP = { _scrollToTop: true };

/**
 * A name is free text: one without spaces (an address, a formula) wraps instead of widening the
 * table. From a tablet's width on, the column keeps room for a long word ("Gewerbegebiet"), which
 * broke in the middle where the other columns took the width.
 */
const WRAP_ANYWHERE = {
    overflowWrap: 'anywhere',
    display: { md: 'inline-block' },
    minWidth: { md: '14ch' },
} as const;

/** The cell's content as a link to the row's page; plain text outside a list with row paths. */
export const RowLink = ({ children }: { children: ReactNode }) => {
    const record = useRecordContext();
    const rowPath = useContext(RowPathContext);
    if (!record || !rowPath) return <>{children}</>;
    return (
        <Link
            to={rowPath(record.id)}
            state={SCROLL_TO_TOP}
            onClick={keepFromRow}
            sx={WRAP_ANYWHERE}
        >
            {children}
        </Link>
    );
};

const CellText = <T extends RaRecord>({
    render,
    source,
}: Pick<DataTableColumnProps<T>, 'render' | 'source'>) => {
    const record = useRecordContext<T>();
    if (!record) return null;
    if (render) return <>{render(record)}</>;
    const value: unknown = source ? (record as Record<string, unknown>)[source] : undefined;
    return <>{value == null ? '' : String(value)}</>;
};

/**
 * A DataTable column whose cell is the row's link: DataTable.Col's own props (source, label,
 * sorting); its content is `children`, else `render`, else the record's `source` value.
 */
export const LinkColumn = <T extends RaRecord>({
    children,
    render,
    ...props
}: DataTableColumnProps<T>) => (
    <DataTable.Col<T> {...props}>
        <RowLink>{children ?? <CellText<T> render={render} source={props.source} />}</RowLink>
    </DataTable.Col>
);

/**
 * Put on a list's table (`onClickCapture`): the second click of a double click does not open the
 * row. A hurried double click on a row's own button (Acknowledge) acts once, the button goes,
 * and the second click lands on the row, which would leave the list.
 */
export const keepRepeatedClicksFromRow = (event: MouseEvent) => {
    const onControl = (event.target as Element).closest?.(
        'button, a, input, label, [role="button"]',
    );
    if (event.detail > 1 && !onControl) event.stopPropagation();
};
