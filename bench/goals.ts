/**
 * The budgets of npm run bench are ratios, console / reference, measured in the same run: on
 * shared machines absolute times move from run to run by more than the differences sought, the
 * ratios much less. A ratio at or under its goal is met.
 */

export interface ListFigures {
    /** JavaScript loaded until the first row, gzip -9 per file (KB). */
    initialJsKb: number;
    /** Navigation to the first row's text (ms). */
    firstRowMs: number;
    /** A filter keystroke to changed rows (ms). */
    filterMs: number;
    /** A click on the name column to re-sorted rows (ms). */
    sortMs: number;
    /** JS heap after garbage collection, at the end (MB). */
    heapMb: number;
    /** The list opened again in the same browser (a new tab of the same context): to the first row (ms). */
    repeatMs: number;
    /** Cold, at 390 x 844 with the CPU slowed four times: to the first row (ms). */
    phoneMs: number;
}

/** Each figure with its goal; the scripts to the first row are watched, without a goal. */
export const FIGURES: { key: keyof ListFigures; label: string; goal?: number; digits: number }[] = [
    { key: 'firstRowMs', label: 'first row (ms)', goal: 1.0, digits: 0 },
    { key: 'repeatMs', label: 'repeat visit (ms)', goal: 0.5, digits: 0 },
    { key: 'phoneMs', label: 'slow phone (ms)', goal: 1.0, digits: 0 },
    { key: 'filterMs', label: 'filter keystroke (ms)', goal: 0.35, digits: 0 },
    { key: 'sortMs', label: 'sort click (ms)', goal: 0.5, digits: 0 },
    { key: 'heapMb', label: 'JS heap (MB)', goal: 1.5, digits: 1 },
    { key: 'initialJsKb', label: 'scripts to first row (KB gzip)', digits: 0 },
];

/**
 * The idle minute (bench/idleMinute.ts): at most this many KB moved in a minute with the alarm
 * list of an organization with 100,000 devices open and left alone (issue 42). Absolute, not a
 * ratio: the reference app does not keep its lists live.
 */
export const IDLE_MINUTE_GOAL_KB = 50;

export const ratioOf = (consoleValue: number, referenceValue: number) =>
    referenceValue > 0 ? consoleValue / referenceValue : Infinity;

/** "0.82 ✓" when the ratio meets its goal, "1.12 ✗" when it does not, "1.14" without a goal. */
export const markedRatio = (ratio: number, goal?: number) =>
    goal === undefined ? ratio.toFixed(2) : `${ratio.toFixed(2)} ${ratio <= goal ? '✓' : '✗'}`;

/** "≤ 0.50", or "watched" for a figure without a goal. */
export const goalText = (goal?: number) =>
    goal === undefined ? 'watched' : `≤ ${goal.toFixed(2)}`;

export interface SizeResult {
    console: ListFigures;
    reference: ListFigures;
}

/**
 * A Markdown table of one list case (rows: sizes; columns: figures), each cell
 * "console / reference = ratio ✓", for bench/README.md.
 */
export const markdownTable = (name: string, bySize: Record<string, SizeResult>) => {
    const header = [
        name.charAt(0).toUpperCase() + name.slice(1),
        ...FIGURES.map(figure => `${figure.label}, ${goalText(figure.goal)}`),
    ];
    const rows = Object.entries(bySize).map(([size, result]) => [
        Number(size).toLocaleString('en'),
        ...FIGURES.map(({ key, goal, digits }) => {
            const ratio = ratioOf(result.console[key], result.reference[key]);
            return `${result.console[key].toFixed(digits)} / ${result.reference[key].toFixed(digits)} = ${markedRatio(ratio, goal)}`;
        }),
    ]);
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [
        line(header),
        line(header.map((_, index) => (index === 0 ? '---:' : ':---'))),
        ...rows.map(line),
    ].join('\n');
};
