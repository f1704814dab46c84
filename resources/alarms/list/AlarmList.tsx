/**
 * /alarming/alarms (product specification section 2): the organization's alarms, newest first.
 * The collection is sorted, filtered and paged in the browser by the dataProvider; the table
 * renders one page, names sources through one Map and formats times with one formatter.
 * Admins select rows to remove them, acknowledge per row, export and send test alarms. A row's
 * title opens the alarm's page and says who is on duty for it now; an alarm not acknowledged in
 * time is marked overdue beside its state (issue 42).
 */
import { Box } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { useAccess } from '../../../src/auth/useAccess';
import { ConsoleList } from '../../../src/crud/ConsoleList';
import { ListEmpty } from '../../../src/crud/ListEmpty';
import { NamedRowsBody, RowLabelProvider, type RowLabel } from '../../../src/ui/NamedRowsBody';
import { keepRepeatedClicksFromRow, RowLink, RowPathProvider } from '../../../src/crud/RowLink';
import { alarmDate, alarmTimeFormat } from '../alarmTime';
import { DutyRosterProvider, OnDutyText } from '../OnDuty';
import { OverdueChip } from '../OverdueChip';
import { alarmPath } from '../paths';
import type { Alarm } from '../types';
import { useAlarmLookups } from '../useAlarmLookups';
import { AcknowledgeButton, AcknowledgeProvider } from './AcknowledgeButton';
import { alarmFilters } from './alarmFilters';
import { AlarmListActions } from './AlarmListActions';
import { RemoveSelectionButton } from './RemoveSelectionButton';
import { SelectionBar } from '../../../src/crud/SelectionBar';
import { SECONDARY_COLUMN } from '../../../src/layout/tabletColumns';

export const ALARM_SORT = { field: 'timestamp', order: 'DESC' as const };

/** The time in one line where the table has room; below 1536 px it may wrap after the date. */
const NO_WRAP = { whiteSpace: { xl: 'nowrap' } };

export const AlarmList = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const lookups = useAlarmLookups();
    const filters = useMemo(() => alarmFilters(lookups), [lookups]);
    const timeFormat = useMemo(() => alarmTimeFormat(locale), [locale]);
    const mayManage = useAccess().can('manageAlarms');
    const alarmTime = useCallback(
        (alarm: Alarm) => {
            const date = alarmDate(alarm.timestamp);
            return date ? timeFormat.format(date) : '';
        },
        [timeFormat],
    );
    /** A row's checkbox: "Select alarm <title> of <time>". */
    const rowLabel = useCallback<RowLabel>(
        record =>
            translate('alarms.list.select_row', {
                title: (record as Alarm).title,
                time: alarmTime(record as Alarm),
            }),
        [translate, alarmTime],
    );
    // As in the device list: a table element that keeps its identity across the list's renders
    // on each sort, filter and page keeps rows whose record did not change from rendering again.
    const table = useMemo(
        () => (
            <DataTable<Alarm>
                rowClick={alarmPath}
                bulkActionButtons={mayManage ? <RemoveSelectionButton /> : false}
                bulkActionsToolbar={
                    mayManage ? (
                        <SelectionBar>
                            <RemoveSelectionButton />
                        </SelectionBar>
                    ) : undefined
                }
                body={NamedRowsBody}
                empty={<ListEmpty />}
            >
                <DataTable.Col<Alarm> source="timestamp" sx={NO_WRAP} render={alarmTime} />
                <DataTable.Col<Alarm>
                    source="type"
                    render={alarm => translate(`alarms.types.${alarm.type}`, { _: alarm.type })}
                />
                <DataTable.Col<Alarm>
                    source="title"
                    render={alarm => (
                        <>
                            <RowLink>{alarm.title}</RowLink>
                            <OnDutyText
                                alarm={alarm}
                                variant="body2"
                                color="text.secondary"
                                sx={{ mt: 0.5 }}
                            />
                        </>
                    )}
                />
                <DataTable.Col source="description" className={SECONDARY_COLUMN} />
                <DataTable.Col<Alarm>
                    source="serviceId"
                    render={alarm => lookups.sourceName(alarm)}
                />
                <DataTable.Col<Alarm>
                    source="state"
                    render={alarm => (
                        <>
                            {translate(`alarms.states.${alarm.state}`, { _: alarm.state })}
                            <OverdueChip alarm={alarm} />
                        </>
                    )}
                />
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <AcknowledgeButton />
                </DataTable.Col>
            </DataTable>
        ),
        [mayManage, alarmTime, translate, lookups],
    );
    return (
        <AcknowledgeProvider mayManage={mayManage}>
            <DutyRosterProvider>
                <RowLabelProvider value={rowLabel}>
                    <ConsoleList
                        resource="alarms"
                        actions={<AlarmListActions lookups={lookups} />}
                        filters={filters}
                        sort={ALARM_SORT}
                    >
                        <RowPathProvider value={alarmPath}>
                            <Box onClickCapture={keepRepeatedClicksFromRow}>{table}</Box>
                        </RowPathProvider>
                    </ConsoleList>
                </RowLabelProvider>
            </DutyRosterProvider>
        </AcknowledgeProvider>
    );
};
