/**
 * The start bundle (the script index.html names) leaves out what a first page does not show
 * until later or at all (docs/decisions/0009-three-ways-to-load-code-later.md): the header's tools and the footer, a list's
 * pagination and filter selects, and react-admin's defaults that the console replaces
 * (scripts/lazyDefaults.ts). Each is found by a name only its own code holds: its CSS class
 * prefix or a text key it translates. Their use is tested where they show (devices.spec.ts
 * removes a device through its confirm dialog, themeSwitch.spec.ts uses the header's theme menu).
 */
import { expect, test } from '@playwright/test';

const LEFT_OUT: [string, string][] = [
    ['the user menu', 'ra.auth.user_menu'],
    ['the footer', 'app.footer.label'],
    ['the pagination bar', 'RaPaginationActions'],
    ['the filter selects', 'RaSelectInput'],
    ['the preferences inspector', 'RaInspector'],
    ['the column chooser', 'ra.action.search_columns'],
    ['the theme toggle', 'RaToggleThemeButton'],
    ['the default empty page', 'RaEmpty'],
    ['the default bulk delete', 'RaBulkDeleteButton'],
    ['the health chip', 'MuiChip'],
];

test('the start bundle leaves out what a first page shows later or never', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const code = await (await request.get(entry!)).text();
    // What the first rows need is there.
    expect(code).toContain('RaDataTable');
    expect(code).toContain('RaFilterForm');
    for (const [what, marker] of LEFT_OUT) {
        expect(code.includes(marker), `${what} (${marker}) in the start bundle`).toBe(false);
    }
});
