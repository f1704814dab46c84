/**
 * How the chart draws each numeric field: a colour of the console's theme (light or dark) and a
 * dash pattern, so that lines differ without colour too; the legend draws the same sample.
 */
import type { Theme } from '@mui/material';

/** Dash patterns in px (line, gap, ...); the empty one is a solid line. */
const DASHES: number[][] = [[], [10, 5], [2, 4], [12, 4, 2, 4], [6, 6], [1, 6]];

export interface LineStyle {
    color: string;
    dash: number[];
}

export const lineStyle = (theme: Theme, index: number): LineStyle => {
    const { palette } = theme;
    const colors = [
        palette.primary.main,
        palette.warning.main,
        palette.secondary.main,
        palette.info.main,
        palette.success.main,
        palette.error.main,
    ];
    return {
        color: colors[index % colors.length],
        // After every colour and dash has been used once, the next round shifts the dashes.
        dash: DASHES[(index + Math.floor(index / colors.length)) % DASHES.length],
    };
};
