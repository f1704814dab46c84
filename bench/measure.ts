/**
 * In-page measurements: they run in the browser, timing from the user's action (click,
 * keystroke) to the moment the table's rows change, with performance.now(). They are plain
 * JavaScript text: functions compiled by tsx would carry helpers the page does not have.
 */
import type { Page } from '@playwright/test';

/**
 * Init script: notes in `window[flag]` when the element the selector finds has text (ms since
 * navigation): the first row of a list (the device list: 'tbody tr td.column-name'), a rendered editor.
 */
export const watchFilled = (selector: string, flag: string) => `
(() => {
    const seen = () => {
        const element = document.querySelector(${JSON.stringify(selector)});
        return !!element && !!element.textContent.trim();
    };
    const observer = new MutationObserver(() => {
        if (seen()) {
            window[${JSON.stringify(flag)}] = performance.now();
            observer.disconnect();
        }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

const ROWS = `() => [...document.querySelectorAll('tbody tr')].map(row => row.textContent).join('|')`;

/** Times from the next click or keydown anywhere in the page to the moment the rows change. */
const watchRows = (event: 'click' | 'keydown') => `
(() => {
    const rows = ${ROWS};
    const before = rows();
    window.__changedMs = undefined;
    document.addEventListener('${event}', () => {
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
            if (rows() !== before) {
                observer.disconnect();
                window.__changedMs = performance.now() - t0;
            }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, { once: true, capture: true });
})();
`;

const changedMs = async (page: Page) => {
    await page.waitForFunction('window.__changedMs !== undefined', null, {
        timeout: 30_000,
        polling: 10,
    });
    return (await page.evaluate('window.__changedMs')) as number;
};

/** Clicks a column header (default Name) and waits for the rows to change. */
export const measureSort = async (page: Page, column = 'Name') => {
    const header = page.getByRole('columnheader', { name: column }).getByRole('button');
    await page.evaluate(watchRows('click'));
    await header.click();
    return changedMs(page);
};

/** Types one character into a text box (default the search box) and waits for the rows to change. */
export const measureFilter = async (page: Page, textbox = 'Search') => {
    const search = page.getByRole('textbox', { name: textbox }).first();
    await search.click();
    await page.evaluate(watchRows('keydown'));
    await page.keyboard.type('7');
    return changedMs(page);
};
