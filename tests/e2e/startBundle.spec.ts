/**
 * The start bundle (the script index.html names) leaves out what a first page does not show
 * until later (docs/decisions/0009-three-ways-to-load-code-later.md): the console's footer, a
 * list's filter selects and the rows' health chip. Each is found by a name only its own code
 * holds: its CSS class prefix or a text key it translates. Their use is tested where they show.
 * No chunk at all holds TypeBox (decisions 0068, 0069): the console reads the entities' schemas
 * as JSON built in Node, and checks forms without TypeBox's interpreter.
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

/** What only TypeBox's code holds: its builders' kind key, its interpreter's English words. */
const TYPEBOX_MARKERS = ["'~kind'", '"~kind"', 'must match a schema in anyOf'];

test("no chunk of the console holds TypeBox, while the schemas' keywords are there", async ({
    request,
}) => {
    const html = await (await request.get('/')).text();
    const entry = /<script[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    // Every chunk the entry reaches: each names the chunks it loads (assets/<name>.js).
    const seen = new Map<string, string>();
    const waiting = [new URL(entry!, 'http://console').pathname];
    while (waiting.length > 0) {
        const path = waiting.pop()!;
        if (seen.has(path)) continue;
        const code = await (await request.get(path)).text();
        seen.set(path, code);
        for (const [name] of code.matchAll(/assets\/[\w.-]+\.js/g)) waiting.push(`/${name}`);
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const [path, code] of seen) {
        for (const marker of TYPEBOX_MARKERS) {
            expect(code.includes(marker), `${marker} in ${path}`).toBe(false);
        }
    }
    // The declarations' schemas are there as data, with the console's keywords.
    const start = seen.get(new URL(entry!, 'http://console').pathname)!;
    expect(start).toContain('x-searchable');
});
