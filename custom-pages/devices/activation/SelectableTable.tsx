/**
 * A searchable, paginated table whose rows can be selected (react-admin DataTable over records
 * in memory). Thousands of rows are fine: search, sort and paging run in the browser.
 */
import { Box, Button, TextField, Typography } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import {
    DataTable,
    ListContextProvider,
    Pagination,
    useTranslate,
    type RaRecord,
} from 'react-admin';
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
}: Props<T>) => {
    const translate = useTranslate();
    const list = useLocalList({ records, isPending, search, searchText, selection });
    const count = selection.selectedIds.length;
    return (
        <ListContextProvider value={list}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <TextField
                    label={translate('deviceWizards.common.search')}
                    value={search}
                    onChange={event => onSearchChange(event.target.value)}
                    onKeyDown={keepEnter}
                    size="small"
                    type="search"
                />
                <Typography role="status" aria-live="polite">
                    {translate('deviceWizards.common.selected', { smart_count: count })}
                </Typography>
                <Button onClick={() => list.onSelectAll()} disabled={!list.total || isPending}>
                    {translate('deviceWizards.common.select_shown', {
                        smart_count: list.total ?? 0,
                    })}
                </Button>
                <Button onClick={() => list.onUnselectItems()} disabled={!count}>
                    {translate('deviceWizards.common.clear_selection')}
                </Button>
            </Box>
            <DataTable
                resource="devices"
                storeKey="deviceWizards.selection"
                rowClick="toggleSelection"
                bulkActionButtons={<></>}
                bulkActionsToolbar={false}
                aria-label={label}
                empty={
                    <Typography sx={{ py: 2 }} role="status">
                        {translate(emptyKey)}
                    </Typography>
                }
            >
                {children}
            </DataTable>
            {records.length > 0 && <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        </ListContextProvider>
    );
};
