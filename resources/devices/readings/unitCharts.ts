/**
 * The charts of the Readings panel: one per unit. Temperature (°C), humidity (%) and battery
 * (V) on one axis without units read as one quantity and flattened the battery's line to the
 * bottom; each unit gets a chart of its own, its axis labelled with the unit and scaled to its
 * fields, in the order the fields first appear. Fields of no known unit share one chart, its axis
 * unlabelled. Each field keeps its place among all numeric fields (`index`), and so its colour
 * and dash (lineStyles.ts), whichever chart it is in.
 */
import type { NumericField, ReadingSeries } from './readingSeries';
import { readingUnit, withUnit } from './readingUnits';

export interface ChartLine {
    field: NumericField;
    /** The field's place among all numeric fields: its colour and dash. */
    index: number;
    /** The legend's text: the field's name and unit. */
    label: string;
}

export interface UnitChart {
    /** '' for fields of no known unit. */
    unit: string;
    /** The y axis's label: the unit. */
    axisLabel: string;
    lines: ChartLine[];
}

export const unitCharts = (series: ReadingSeries, vendor?: string): UnitChart[] => {
    const charts = new Map<string, UnitChart>();
    series.numeric.forEach((field, index) => {
        const unit = readingUnit(field.name, vendor);
        let chart = charts.get(unit);
        if (!chart) {
            chart = { unit, axisLabel: unit, lines: [] };
            charts.set(unit, chart);
        }
        chart.lines.push({ field, index, label: withUnit(field.name, unit) });
    });
    return [...charts.values()];
};
