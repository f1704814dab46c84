/**
 * The start bundle (the script index.html names) leaves out what a first page does not show
 * until later (docs/decisions/0009-three-ways-to-load-code-later.md): the console's footer, a
 * list's filter selects and the rows' health chip. Each is found by a name only its own code
 * holds: its CSS class prefix or a text key it translates. Their use is tested where they show.
 */
import { expect, test } from '@playwright/test';

const LEFT_OUT: [string, string][] = [
    ['the footer', 'app.footer.label'],
    ['the filter selects', 'RaSelectInput'],
    ['the health chip', 'MuiChip'],
    ['the date pickers', 'MuiPickersSectionList'],
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
