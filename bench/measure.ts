/**
 * In-page measurements: they run in the browser, timing from the user's action (click,
 * keystroke) to the moment the table's rows change, with performance.now().
 */
import type { Page } from '@playwright/test';

type Timed = Window & { __firstRow?: number; __filterMs?: number };

const FIRST_ROW = 'tbody tr td';

/** Init script: notes when the first device row is in the page (ms since navigation). */
export const watchFirstRow = () => {
    const seen = () => {
        const cell = document.querySelector('tbody tr td');
        return !!cell && !!cell.textContent?.trim();
    };
    const observer = new MutationObserver(() => {
        if (seen()) {
            (window as Timed).__firstRow = performance.now();
            observer.disconnect();
        }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
};

/** Clicks the Name column header and waits for the first row to change. */
export const measureSort = (page: Page) =>
    page.evaluate(
        selector =>
            new Promise<number>((resolve, reject) => {
                const firstRow = () => document.querySelector(selector)?.closest('tr')?.textContent;
                const header = [...document.querySelectorAll('thead th')].find(
                    cell => cell.textContent?.trim() === 'Name',
                );
                const button = header?.querySelector(
                    '[role="button"], button',
                ) as HTMLElement | null;
                if (!button) return reject(new Error('No Name column header'));
                const before = firstRow();
                const start = performance.now();
                const observer = new MutationObserver(() => {
                    if (firstRow() !== before) {
                        observer.disconnect();
                        resolve(performance.now() - start);
                    }
                });
                observer.observe(document.body, {
                    childList: true,
                    subtree: true,
                    characterData: true,
                });
                button.click();
            }),
        FIRST_ROW,
    );

/** Types one character into the search box and waits for the rows to change. */
export const measureFilter = async (page: Page) => {
    const search = page.getByRole('textbox', { name: 'Search' }).first();
    await search.click();
    await page.evaluate(selector => {
        const rows = () =>
            [...document.querySelectorAll(selector)]
                .map(cell => cell.closest('tr')?.textContent)
                .join('|');
        const before = rows();
        const input = document.activeElement as HTMLElement;
        input.addEventListener(
            'keydown',
            () => {
                const start = performance.now();
                const observer = new MutationObserver(() => {
                    if (rows() !== before) {
                        observer.disconnect();
                        (window as Timed).__filterMs = performance.now() - start;
                    }
                });
                observer.observe(document.body, {
                    childList: true,
                    subtree: true,
                    characterData: true,
                });
            },
            { once: true },
        );
    }, 'tbody tr td:first-of-type');
    await page.keyboard.type('7');
    await page.waitForFunction(() => (window as Timed).__filterMs !== undefined, null, {
        timeout: 30_000,
        polling: 20,
    });
    return page.evaluate(() => (window as Timed).__filterMs as number);
};
