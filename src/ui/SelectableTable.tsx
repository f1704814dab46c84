/**
 * A searchable, paginated table whose rows can be selected (react-admin DataTable over records
 * in memory). Thousands of rows are fine: search, sort and paging run in the browser. With
 * `single`, one row at most is selected, with a radio button per row. The rows are devices; each
 * row's checkbox is named after the device ("Select device Weather station Marktplatz").
 */
import { Box, Button, Radio, TextField, Typography } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import {
    DataTable,
    ListContextProvider,
    Pagination,
    useTranslate,
    type Identifier,
    type RaRecord,
} from 'react-admin';
import { NamedRowsBody, RowLabelProvider, type RowLabel } from './NamedRowsBody';
import { useLocalList, type Selection } from './useLocalList';

interface Props<T extends RaRecord> {
    records: T[];
    isPending: boolean;
    selection: Selection;
    /** The search text, kept by the caller (it stays when the wizard's step comes back). */
    search: string;
    onSearchChange: (search: string) => void;
    searchText: (record: T) => string;
    /** Translation key of the text shown when there is nothing to select. */
    emptyKey: string;
    /** Accessible name of the table. */
    label: string;
    children: ReactNode;
    /** Select one row at most: a radio column instead of checkboxes. */
    single?: {
        /** The radio column's header (a translated text). */
        columnLabel: string;
        /** A row's radio button's accessible name (a translated text). */
        rowLabel: (record: T) => string;
    };
}

/** Enter in the search field must not submit the wizard's form. */
const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
};

export const SelectableTable = <T extends RaRecord>({
    records,
    isPending,
    selection,
    search,
    onSearchChange,
    searchText,
    emptyKey,
    label,
    children,
    single,
}: Props<T>) => {
    const translate = useTranslate();
    const list = useLocalList({ records, isPending, search, searchText, selection });
    const count = selection.selectedIds.length;
    const rowLabel: RowLabel = record =>
        translate('deviceWizards.common.select_row', { name: record.name ?? record.id });
    const selectOnly = (id: Identifier) => {
        selection.setSelectedIds([id]);
        return false as const;
    };
    return (
        <ListContextProvider value={list}>
            <RowLabelProvider value={rowLabel}>
                <Box
                    sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
                >
                    <TextField
                        label={translate('deviceWizards.common.search')}
                        value={search}
                        onChange={event => onSearchChange(event.target.value)}
                        onKeyDown={keepEnter}
                        size="small"
                        type="search"
                    />
                    {!single && (
                        <>
                            <Typography role="status" aria-live="polite">
                                {translate('deviceWizards.common.selected', { smart_count: count })}
                            </Typography>
                            <Button
                                onClick={() => list.onSelectAll()}
                                disabled={!list.total || isPending}
                            >
                                {translate('deviceWizards.common.select_shown', {
                                    smart_count: list.total ?? 0,
                                })}
                            </Button>
                            <Button onClick={() => list.onUnselectItems()} disabled={!count}>
                                {translate('deviceWizards.common.clear_selection')}
                            </Button>
                        </>
                    )}
                </Box>
                <DataTable
                    resource="devices"
                    storeKey="deviceWizards.selection"
                    rowClick={single ? selectOnly : 'toggleSelection'}
                    bulkActionButtons={single ? false : <></>}
                    rowSx={
                        single
                            ? record =>
                                  selection.selectedIds.includes(record.id)
                                      ? { bgcolor: 'action.selected' }
                                      : {}
                            : undefined
                    }
                    bulkActionsToolbar={false}
                    body={NamedRowsBody}
                    aria-label={label}
                    empty={
                        <Typography sx={{ py: 2 }} role="status">
                            {translate(emptyKey)}
                        </Typography>
                    }
                >
                    {single && (
                        <DataTable.Col
                            label={single.columnLabel}
                            disableSort
                            render={(record: T) => (
                                <Radio
                                    size="small"
                                    checked={selection.selectedIds.includes(record.id)}
                                    onChange={() => selectOnly(record.id)}
                                    slotProps={{ input: { 'aria-label': single.rowLabel(record) } }}
                                />
                            )}
                        />
                    )}
                    {children}
                </DataTable>
                {records.length > 0 && <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
            </RowLabelProvider>
        </ListContextProvider>
    );
};
