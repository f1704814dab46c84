/**
 * A table's rows on the screen render first, the rest of its page just after, at a lower priority
 * that lets the browser paint in between (as in src/ui/useRenderedLater.ts). A page of 25 rows
 * shows 6 to 12 of them on a laptop's screen. A sort, a filter, a new page or the first rows show
 * those at once; the rows below come a moment later, before anyone can scroll to them.
 *
 * How many come first: as many as could fill the screen from the top of the table's body as the
 * last render left it, at the least height a row has. So nothing on the screen stays empty, even
 * when the new rows are shorter than the old. The first time, with no body yet, as many as could
 * fill the screen below the list's content top (RowsBelow, a mark the list page rendered while
 * its data came) and one header row; without that mark on the screen, none in the first commit
 * and, right after it, as many as fit below the body's top (useRowsOnScreenFirst).
 */
import {
    createContext,
    useContext,
    useDeferredValue,
    useLayoutEffect,
    useReducer,
    useRef,
    type ReactNode,
    type RefObject,
} from 'react';

/** No row of the console's tables is lower: a row checkbox and its cell's padding. */
export const LEAST_ROW_HEIGHT = 40;

const NOTHING: never[] = [];

type Mark = RefObject<HTMLDivElement | null>;

const MarkContext = createContext<Mark | undefined>(undefined);

/**
 * Where a list's content begins: a mark of no height above the children, which a table's body
 * inside measures when it has no rows on the screen yet. A list page shows its title, filters and
 * actions while its data comes, so the first rows need fill only the screen below them.
 */
export const RowsBelow = ({ children }: { children: ReactNode }) => {
    const mark = useRef<HTMLDivElement>(null);
    return (
        <MarkContext.Provider value={mark}>
            <div ref={mark} />
            {children}
        </MarkContext.Provider>
    );
};

/** How many rows could be on the screen (or above it, scrolled past) at most. */
export const rowsOnScreen = (
    body: HTMLTableSectionElement | null,
    mark: HTMLElement | null = null,
) => {
    /** Rows of `least` px from `top` (px from the screen's top) down to the screen's bottom. */
    const downFrom = (top: number, least = LEAST_ROW_HEIGHT) =>
        Math.ceil(Math.max(0, window.innerHeight - top) / least) + 1;
    if (body?.isConnected) {
        let least = LEAST_ROW_HEIGHT;
        for (const row of body.rows) {
            const height = row.getBoundingClientRect().height;
            if (height > 0) least = Math.min(least, height);
        }
        return downFrom(body.getBoundingClientRect().top, least);
    }
    // No body yet: below the list's content top and a header row, when the page shows it; else
    // from the page's top (the page may open scrolled, as when the browser restores a place).
    if (mark?.isConnected) return downFrom(mark.getBoundingClientRect().top + LEAST_ROW_HEIGHT);
    return downFrom(-window.scrollY);
};

/**
 * The rows to render now: all of them when they are the ones already shown, else the first ones
 * the screen can show; React renders again right after with all of them.
 *
 * A table whose page renders together with its data (a list opened on data already in, as at
 * start) has neither a body nor a content mark on the screen yet: counted from the page's top at
 * the least row height, that was 21 rows on an 800 px screen where 7 show. Its first commit
 * shows no rows instead; its layout effect then renders the rows that fit below the body's top,
 * before the browser paints.
 */
export const useRowsOnScreenFirst = <T,>(
    rows: T[] | undefined,
    body: RefObject<HTMLTableSectionElement | null>,
): T[] | undefined => {
    const mark = useContext(MarkContext);
    const later = useDeferredValue(rows, NOTHING);
    const [, placed] = useReducer((commits: number) => commits + 1, 0);
    const unplaced =
        !!rows && later !== rows && !body.current?.isConnected && !mark?.current?.isConnected;
    useLayoutEffect(() => {
        if (unplaced) placed();
    }, [unplaced]);
    if (!rows || later === rows) return rows;
    if (unplaced) return NOTHING;
    // The body as the last commit left it: its place on the screen and its rows' heights.
    const count = rowsOnScreen(body.current, mark?.current);
    return count >= rows.length ? rows : rows.slice(0, count);
};
