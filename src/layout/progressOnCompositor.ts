/**
 * Progress indicators that move without the page's main thread. MUI's indeterminate
 * LinearProgress moves its two bars by `left` and `right`, a new layout every frame, and its
 * CircularProgress redraws its arc every frame (an animated stroke-dasharray): work on the main
 * thread, which is busiest exactly while they show (a list of 100,000 devices arriving, a page's
 * code starting). Here the bars move and stretch by `transform` alone, the same path at the same
 * pace, and the circle turns a fixed arc (MUI's `disableShrink`, which MUI advises under heavy
 * load): the browser's compositor runs both. Measured in Chromium on an idle page: half the CPU a
 * second of either costs with MUI's animations.
 *
 * A bar's box spans the track (left and right 0) with its transform's origin on the left: at
 * `translateX(a) scaleX(w)` it covers what MUI's bar covers at `left: a; width: w`, and
 * interpolating a and w linearly draws what interpolating MUI's left and right does.
 */
import { keyframes } from '@mui/material/styles';

/** A bar at `left` (percent of the track) and `width` (percent of the track). */
const at = (left: number, width: number) => ({
    transform: `translateX(${left}%) scaleX(${width / 100})`,
});

/** MUI's first bar: from left -35 % (35 % wide) to left 100 % (90 % wide). */
const firstBar = keyframes({
    '0%': at(-35, 35),
    '60%, 100%': at(100, 90),
});

/** MUI's second bar: from left -200 % (200 % wide) to left 107 % (1 % wide). */
const secondBar = keyframes({
    '0%': at(-200, 200),
    '60%, 100%': at(107, 1),
});

/** The indeterminate variants (MUI's `query` runs the same animation, reversed by the root). */
const moving = (style: object) => ({
    variants: ['indeterminate', 'query'].map(variant => ({ props: { variant }, style })),
});

export const progressOnCompositor = {
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    MuiLinearProgress: {
        styleOverrides: {
            bar1: moving({
                right: 0,
                animation: `${firstBar} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
            }),
            bar2: moving({
                right: 0,
                animation: `${secondBar} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
            }),
        },
    },
};
