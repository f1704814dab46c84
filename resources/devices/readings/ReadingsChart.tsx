/**
 * The charts of the Readings panel: one per unit (unitCharts.ts), its y axis labelled with the
 * unit, one line per numeric field, drawn by uPlot (a canvas; see docs/decisions/0038-readings-chart-uplot.md for why
 * uPlot), in the theme's colours with a dash pattern each, and a legend that names them with
 * their units. It is loaded only by the device page (lazy), with uPlot's stylesheet. Each canvas
 * is an image to screen readers: its label names the fields and units, and the panel's summary
 * table is the text alternative.
 */
import { Box, useTheme } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { lineStyle } from './lineStyles';
import type { ReadingSeries } from './readingSeries';
import { unitCharts, type ChartLine, type UnitChart } from './unitCharts';

/** One chart's height; lower when there are several, one per unit. */
const HEIGHT = 280;
const HEIGHT_OF_SEVERAL = 180;
const DAY_S = 86_400;

/** The time axis's labels in the console's language: hours within two days, else dates. */
const timeLabels = (locale: string, spanSeconds: number) => {
    const format = new Intl.DateTimeFormat(
        locale,
        spanSeconds <= 2 * DAY_S
            ? { hour: '2-digit', minute: '2-digit' }
            : { day: 'numeric', month: 'short' },
    );
    return (splits: number[]) => splits.map(split => format.format(split * 1000));
};

const Legend = ({ lines }: { lines: ChartLine[] }) => {
    const theme = useTheme();
    return (
        <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
            data-testid="readings-legend"
        >
            {lines.map(({ field, index, label }) => {
                const { color, dash } = lineStyle(theme, index);
                return (
                    <Box
                        component="li"
                        key={field.name}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                    >
                        <svg width="32" height="10" aria-hidden="true">
                            <line
                                x1="0"
                                y1="5"
                                x2="32"
                                y2="5"
                                stroke={color}
                                strokeWidth="2"
                                strokeDasharray={dash.join(' ') || undefined}
                            />
                        </svg>
                        {label}
                    </Box>
                );
            })}
        </Box>
    );
};

const ChartOfUnit = ({
    times,
    chart,
    height,
}: {
    times: number[];
    chart: UnitChart;
    height: number;
}) => {
    const [locale] = useLocaleState();
    const theme = useTheme();
    const container = useRef<HTMLDivElement>(null);

    useEffect(() => {
        const target = container.current;
        if (!target) return;
        const { lines } = chart;
        const span = times.length ? times[times.length - 1] - times[0] : 0;
        const axisColor = theme.palette.text.secondary;
        const gridColor = theme.palette.divider;
        const font = `12px ${theme.typography.fontFamily}`;
        const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
        const axis = {
            stroke: axisColor,
            font,
            grid: { stroke: gridColor, width: 1 },
            ticks: { stroke: gridColor, width: 1 },
        };
        const plot = new uPlot(
            {
                width: Math.max(target.clientWidth, 200),
                height,
                legend: { show: false },
                cursor: { drag: { x: false, y: false } },
                series: [
                    {},
                    ...lines.map(({ index, label }) => {
                        const { color, dash } = lineStyle(theme, index);
                        return {
                            label,
                            stroke: color,
                            width: 2,
                            dash,
                            spanGaps: true,
                            points: { show: false },
                        };
                    }),
                ],
                axes: [
                    { ...axis, values: (_plot, splits) => timeLabels(locale, span)(splits) },
                    {
                        ...axis,
                        size: 56,
                        label: chart.axisLabel || undefined,
                        labelFont: font,
                        labelSize: 20,
                        values: (_plot, splits) => splits.map(split => number.format(split)),
                    },
                ],
            },
            [times, ...lines.map(({ field }) => field.values)] as uPlot.AlignedData,
            target,
        );
        // How many readings the chart drew, for the benchmark's "time to the chart" (bench/readings.ts).
        target.dataset.points = String(times.length);
        const resize = new ResizeObserver(() => {
            plot.setSize({ width: Math.max(target.clientWidth, 200), height });
        });
        resize.observe(target);
        return () => {
            resize.disconnect();
            plot.destroy();
        };
    }, [times, chart, height, theme, locale]);

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
            <Box
                ref={container}
                data-testid="readings-chart"
                data-unit={chart.unit}
                sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}
            />
            <Legend lines={chart.lines} />
        </Box>
    );
};

/** The charts are one image to screen readers, named by every field with its unit. */
const ReadingsChart = ({ series, vendor }: { series: ReadingSeries; vendor?: string }) => {
    const translate = useTranslate();
    const charts = useMemo(() => unitCharts(series, vendor), [series, vendor]);
    const height = charts.length > 1 ? HEIGHT_OF_SEVERAL : HEIGHT;
    return (
        <Box
            role="img"
            aria-label={translate('devices.readings.chart_label', {
                fields: charts.flatMap(chart => chart.lines.map(line => line.label)).join(', '),
            })}
            sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}
        >
            {charts.map(chart => (
                <ChartOfUnit key={chart.unit} times={series.times} chart={chart} height={height} />
            ))}
        </Box>
    );
};

export default ReadingsChart;
