/** Moving through the console with the keyboard alone, for the keyboard e2e specs. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element (or something inside it) has the keyboard focus. */
export const hasFocus = (target: Locator) =>
    target.evaluate(element => element.contains(document.activeElement));

/** Presses a key (Tab by default) until the target has the focus. */
export const moveFocusTo = async (page: Page, target: Locator, key = 'Tab', limit = 80) => {
    for (let presses = 0; presses < limit; presses++) {
        if (await hasFocus(target)) return;
        await page.keyboard.press(key);
    }
    expect(await hasFocus(target), `${key} never reached ${target}`).toBe(true);
};
