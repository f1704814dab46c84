/**
 * A walk of a page with the Tab key alone (keyboardDeclared.spec.ts): from where the focus is
 * (the page's start after an address is typed) Tab by Tab until the focus comes round to the
 * first stop again. Each stop is recorded with its role and accessible name (as the accessibility
 * tree gives them) and whether its focus can be seen as the console draws it: the theme's focus
 * ring (src/layout/theme.ts, on the element or on the MUI control whose input it is), or, on a
 * text field or select, MUI's focused underline or outline. A stop met twice before the first
 * comes round again is a focus trap; the walk fails on it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The theme's focus ring colour (src/layout/theme.ts FOCUS_RING, #00363A), as computed. */
export const FOCUS_RING = 'rgb(0, 54, 58)';

export interface Stop {
    /** The stop's place in the walk, from 0. */
    index: number;
    role: string;
    name: string;
    /** Its focus can be seen (the ring, or a text field's focused underline or outline). */
    focusShown: boolean;
    /** What it is, for messages: tag, id or class, text. */
    described: string;
    /** Inside the page's content (#main-content), not the header or the sidebar. */
    inContent: boolean;
    /** Inside a list's row. */
    inRow: boolean;
    /** The path a link leads to. */
    href?: string;
}

/** The walk's state in the page: each element met, by its stop's index. */
declare global {
    interface Window {
        __tabWalk?: Map<Element, number>;
        /** The walk's index of an element or of the stop inside it. */
        __tabWalkIndexOf?: (element: Element) => number | undefined;
    }
}

/**
 * The role and name on the first line of an element's accessibility snapshot: `- role "name"`,
 * the whole entry single-quoted where it holds a colon (`- 'button "Language: English"': ...`).
 */
const roleAndName = (snapshot: string) => {
    let line = snapshot.split('\n')[0].replace(/^- /, '');
    const quoted = /^'((?:[^']|'')*)'/.exec(line);
    if (quoted) line = quoted[1].replace(/''/g, "'");
    const match = /^([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (!match) return { role: line, name: '' };
    const name = match[2] === undefined ? '' : (JSON.parse(`"${match[2]}"`) as string);
    return { role: match[1], name: name.trim() };
};

/** Looks at the focused element: a new stop, the index of one met before, or none (the body). */
const lookAtFocus = (page: Page) =>
    page.evaluate(ring => {
        const element = document.activeElement;
        if (!element || element === document.body) return { kind: 'none' as const };
        const met = window.__tabWalk!;
        const before = met.get(element);
        if (before !== undefined) return { kind: 'again' as const, index: before };
        const index = met.size;
        met.set(element, index);

        /**
         * The theme's ring on the element or around it (a checkbox's input: on its MUI control;
         * the script editor: on its frame, by :focus-within).
         */
        const ringed = () => {
            for (
                let at: Element | null = element;
                at && at !== document.body;
                at = at.parentElement
            ) {
                const style = getComputedStyle(at);
                if (
                    style.outlineStyle === 'solid' &&
                    parseFloat(style.outlineWidth) >= 2 &&
                    style.outlineColor === ring
                ) {
                    return true;
                }
            }
            return false;
        };
        /** MUI's focused text field or select: its underline drawn in full, or a 2 px outline. */
        const focusedField = () => {
            const root = element.closest('.MuiInputBase-root');
            if (!root?.classList.contains('Mui-focused')) return false;
            const outline = root.querySelector('.MuiOutlinedInput-notchedOutline');
            if (outline) return parseFloat(getComputedStyle(outline).borderTopWidth) >= 2;
            const underline = getComputedStyle(root, '::after');
            return (
                parseFloat(underline.borderBottomWidth) >= 2 &&
                (underline.transform === 'none' || underline.transform.startsWith('matrix(1,'))
            );
        };
        const focusShown = ringed() || focusedField();
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const classes = [...element.classList].filter(name => !name.startsWith('css-'));
        return {
            kind: 'new' as const,
            index,
            focusShown,
            described: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${classes.slice(0, 2).join('.')} "${text}"`,
            inContent: !!element.closest('#main-content'),
            inRow: !!element.closest('tbody tr, [role="row"]:not(:has([role="columnheader"]))'),
            href: element instanceof HTMLAnchorElement ? new URL(element.href).pathname : undefined,
        };
    }, FOCUS_RING);

export interface Walk {
    stops: Stop[];
    /** The stop's index of the element (or of the focusable element inside it), if Tab met it. */
    indexOf: (target: Locator) => Promise<number | undefined>;
    /** Every shown element `selector` finds in `scope` (its HTML's start), with its stop's index. */
    metIn: (scope: Locator, selector: string) => Promise<{ what: string; index?: number }[]>;
}

/**
 * Walks the page by Tab from where the focus is now, until the first stop comes round again;
 * `atStop` may act on each new stop (type into it) before the walk goes on. Fails on a focus
 * trap (a stop met again before the first), on a focus lost for two presses in a row, and after
 * `limit` stops.
 */
export const tabWalk = async (
    page: Page,
    atStop?: (stop: Stop) => Promise<void>,
    limit = 150,
): Promise<Walk> => {
    await page.evaluate(() => {
        const met = new Map<Element, number>();
        window.__tabWalk = met;
        window.__tabWalkIndexOf = element => {
            if (met.has(element)) return met.get(element);
            for (const [stop, index] of met) if (element.contains(stop)) return index;
            return undefined;
        };
    });
    const stops: Stop[] = [];
    let nowhere = 0;
    for (;;) {
        await page.keyboard.press('Tab');
        const seen = await lookAtFocus(page);
        if (seen.kind === 'none') {
            // Past the page's last stop the focus leaves the page once, then comes round.
            nowhere++;
            expect(nowhere, `the focus is lost after ${stops.at(-1)?.described}`).toBeLessThan(2);
            continue;
        }
        nowhere = 0;
        if (seen.kind === 'again') {
            const trap = stops.slice(seen.index).map(stop => stop.described);
            expect(seen.index, `a focus trap: Tab cycles through ${trap.join(', ')}`).toBe(0);
            break;
        }
        const { role, name } = roleAndName(await page.locator(':focus').ariaSnapshot());
        const stop: Stop = { ...seen, role, name };
        stops.push(stop);
        expect(stops.length, 'Tab never came round to the first stop').toBeLessThanOrEqual(limit);
        if (atStop) await atStop(stop);
    }
    const indexOf = (target: Locator) =>
        target.evaluate(element => window.__tabWalkIndexOf!(element));
    const metIn = (scope: Locator, selector: string) =>
        scope.evaluate(
            (root, found) =>
                [...root.querySelectorAll(found)]
                    .filter(element => element.getClientRects().length > 0)
                    .filter(element => element.checkVisibility({ visibilityProperty: true }))
                    .map(element => ({
                        what: element.outerHTML.slice(0, 160),
                        index: window.__tabWalkIndexOf!(element),
                    })),
            selector,
        );
    return { stops, indexOf, metIn };
};
