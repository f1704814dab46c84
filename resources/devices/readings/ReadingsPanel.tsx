/**
 * The device page's Readings panel: the device's readings over a chosen period (the last 24 hours,
 * 7 days, 30 days, or two days picked), from GET /devices/{id}/export. Numeric fields are charted
 * (ReadingsChart, loaded on demand) with a summary table as the chart's text alternative (latest
 * value, minimum and maximum per field); the other fields show in a table of the latest readings.
 *
 * While the page is on screen the readings are read again every 10 s (src/api/cache/
 * useWhileShown.ts): a new uplink shows within 15 s, in the period chosen. "Last 24 hours" and the
 * other presets end at the time of the latest read; a poll that fails keeps the chart and says so.
 *
 * Who sees it follows product specification section 6 (exporting device data is for admins, and
 * only devices with time-series data keep readings): viewers and devices without TSD get a line
 * that says why, and no call is made (the sandbox refuses both with 403).
 */
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    LinearProgress,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { LIVE_POLL_MS } from '../../../src/api/cache/livePolling';
import { useWhileShown } from '../../../src/api/cache/useWhileShown';
import { useCapability } from '../../../src/auth/useCapability';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { onFirstShow } from '../../../src/loading/onFirstShow';
import type { ExportApi } from '../calls/exportApi';
import type { Device } from '../types';
import { presetPeriod, PRESETS, requestRange, type Period, type RangeChoice } from './readingRange';
import { readingSeries } from './readingSeries';
import { ReadingsTables } from './ReadingsTables';

// Loaded on first show: uPlot with the chart, MUI X's date pickers with the custom period's form.
const ReadingsChart = onFirstShow(() => import('./ReadingsChart').then(module => module.default), {
    required: true,
});
const CustomPeriodForm = onFirstShow(
    () => import('./CustomPeriodForm').then(module => module.default),
    { required: true },
);

const Loading = () => {
    const translate = useTranslate();
    return (
        <Box role="status">
            <LinearProgress aria-label={translate('devices.readings.loading')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('devices.readings.loading')}
            </Typography>
        </Box>
    );
};

const ReadingsBody = ({ id, vendor }: { id: Identifier; vendor?: string }) => {
    const translate = useTranslate();
    const calls = useCalls<ExportApi>();
    const [organizationId] = useCurrentOrganizationId();
    const queryClient = useQueryClient();
    const [choice, setChoice] = useState<RangeChoice>('day');
    const [customPeriod, setCustomPeriod] = useState<Period | null>(null);
    // A preset period ends at the time of the latest read: each poll moves it on (the chart
    // redraws when its minute changes), the period chosen stays.
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        // The chart's code loads while the readings do, not after them.
        void ReadingsChart.preload();
    }, []);
    const period = choice === 'custom' ? customPeriod : presetPeriod(choice, now);
    const request = period && requestRange(period);
    const queryKey = queryKeys.readings(organizationId, id, request?.start ?? 0, request?.end ?? 0);
    const { data, isPending, isError, refetch } = useQuery({
        queryKey,
        queryFn: () => calls.exportDeviceReadings(id, request as Period),
        enabled: !!request,
        retry: false,
    });
    // Read again on the beat while shown, into the same cache entry: a failure keeps the chart
    // (no error modal), the next beat asks again. Each read moves a preset period's end on; the
    // request asks for whole local days, so its address stays the same while the period moves on
    // within them; past midnight the next day's request starts (readingRange.ts). Unchanged
    // readings keep the same data (react-query's structural sharing).
    const [beatFailed, setBeatFailed] = useState(false);
    useWhileShown(async () => {
        if (!request || queryClient.getQueryData(queryKey) === undefined) return;
        try {
            const readings = await calls.exportDeviceReadings(id, request, { quiet: true });
            queryClient.setQueryData(queryKey, readings);
            setBeatFailed(false);
            setNow(Date.now());
        } catch (error) {
            setBeatFailed(true);
            throw error;
        }
    }, LIVE_POLL_MS);
    const series = useMemo(
        () => (data && period ? readingSeries(Array.isArray(data) ? data : [], period) : null),
        // period is a new object each render; its bounds are what counts.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [data, period?.start, period?.end],
    );
    const choose = (next: RangeChoice | null) => {
        if (!next) return;
        setChoice(next);
        if (next === 'custom') setCustomPeriod(null);
        else setNow(Date.now());
    };
    const empty = series && series.numeric.length === 0 && series.otherFields.length === 0;
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <ToggleButtonGroup
                exclusive
                size="small"
                value={choice}
                onChange={(_, next) => choose(next)}
                aria-label={translate('devices.readings.period')}
                sx={{ flexWrap: 'wrap' }}
            >
                {[...PRESETS, 'custom' as const].map(option => (
                    <ToggleButton key={option} value={option}>
                        {translate(`devices.readings.periods.${option}`)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            {choice === 'custom' && (
                <CustomPeriodForm onPeriod={setCustomPeriod} whileLoading={<Loading />} />
            )}
            {request && isPending && <Loading />}
            {(isError || beatFailed) && (
                <Alert
                    severity="error"
                    action={
                        <Button color="inherit" size="small" onClick={() => refetch()}>
                            {translate('devices.readings.retry')}
                        </Button>
                    }
                >
                    {translate('devices.readings.error')}
                </Alert>
            )}
            {empty && (
                <Typography color="text.secondary">
                    {translate('devices.readings.empty')}
                </Typography>
            )}
            {series && series.numeric.length > 0 && (
                <ReadingsChart series={series} vendor={vendor} whileLoading={<Loading />} />
            )}
            {series && !empty && <ReadingsTables series={series} />}
        </Box>
    );
};

export const ReadingsPanel = () => {
    const translate = useTranslate();
    const record = useRecordContext<Device>();
    const { allowed } = useCapability('editItems');
    const headingId = useId();
    if (!record) return null;
    return (
        <Card
            component="section"
            aria-labelledby={headingId}
            // The panel takes the page's width and never widens it: its tables scroll inside,
            // and the chart is as wide as the panel (a phone stays free of sideways scrolling).
            sx={{ mt: 2, minWidth: 0, contain: 'inline-size' }}
        >
            <CardContent>
                <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
                    {translate('devices.readings.title')}
                </Typography>
                {!allowed ? (
                    <Alert severity="info">{translate('devices.readings.admins_only')}</Alert>
                ) : !record.isTSD ? (
                    <Alert severity="info">{translate('devices.readings.needs_tsd')}</Alert>
                ) : (
                    <ReadingsBody key={record.id} id={record.id} vendor={record.details?.vendor} />
                )}
            </CardContent>
        </Card>
    );
};
