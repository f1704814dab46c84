/**
 * The Readings panel's tables: per numeric field its latest value (and when), minimum and maximum
 * in the period (the chart's text alternative), and the latest readings of the other fields.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { exactTime } from '../../../src/ui/timeFormats';
import type { ReadingSeries } from './readingSeries';

const TableBlock = ({ title, children }: { title: string; children: ReactNode }) => {
    const headingId = useId();
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="subtitle1" component="h3">
                {title}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby={headingId}>
                    {children}
                </Table>
            </Box>
        </Box>
    );
};

export const ReadingsTables = ({ series }: { series: ReadingSeries }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const number = useMemo(
        () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }),
        [locale],
    );
    const time = (seconds: number) => exactTime(seconds * 1000, locale);
    return (
        <>
            {series.numeric.length > 0 && (
                <TableBlock title={translate('devices.readings.summary')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('devices.readings.field')}</TableCell>
                            <TableCell align="right">
                                {translate('devices.readings.latest')}
                            </TableCell>
                            <TableCell align="right">{translate('devices.readings.min')}</TableCell>
                            <TableCell align="right">{translate('devices.readings.max')}</TableCell>
                            <TableCell>{translate('devices.readings.latest_time')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {series.numeric.map(field => (
                            <TableRow key={field.name}>
                                <TableCell component="th" scope="row">
                                    {field.name}
                                </TableCell>
                                <TableCell align="right">
                                    {number.format(field.latest.value)}
                                </TableCell>
                                <TableCell align="right">{number.format(field.min)}</TableCell>
                                <TableCell align="right">{number.format(field.max)}</TableCell>
                                <TableCell>{time(field.latest.time)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </TableBlock>
            )}
            {series.otherReadings.length > 0 && (
                <TableBlock title={translate('devices.readings.other')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('devices.readings.time')}</TableCell>
                            {series.otherFields.map(name => (
                                <TableCell key={name}>{name}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {series.otherReadings.map(reading => (
                            <TableRow key={reading.time}>
                                <TableCell component="th" scope="row">
                                    {time(reading.time)}
                                </TableCell>
                                {series.otherFields.map(name => (
                                    <TableCell key={name} sx={{ overflowWrap: 'anywhere' }}>
                                        {reading.values[name] ?? ''}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </TableBlock>
            )}
        </>
    );
};
