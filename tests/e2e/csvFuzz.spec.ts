/**
 * Bad CSV files on the registration page (issue 7): a single 10 MB line, binary junk and
 * 100,000 rows each give their message or a paginated preview, and the page keeps responding.
 */
import { expect, test, type Page } from '@playwright/test';
import { choose, next } from './helpers';
import { storageStateOf } from './users';

const HEADER = 'name,deviceId,vendor,deviceType,firmware';

/** The page answers: a frame is drawn within a second. */
const responds = (page: Page) =>
    expect(
        page.evaluate(
            () =>
                new Promise<boolean>(resolve => {
                    const timer = setTimeout(() => resolve(false), 1000);
                    requestAnimationFrame(() => {
                        clearTimeout(timer);
                        resolve(true);
                    });
                }),
        ),
    ).resolves.toBe(true);

const upload = (page: Page, name: string, buffer: Buffer) =>
    page.getByLabel('Choose CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });

test.describe('CSV registration with bad files', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('answers a 10 MB line, binary junk and 100,000 rows without freezing', async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await page.goto('/dad?organization_id=1');
        await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
        await page.goto('/dad/devices/register');
        await choose(page, 'Integration', /ChirpStack Stadtwerke/);
        await next(page);
        const register = page.getByRole('button', { name: 'Register' });

        // A single line of 10 MB: no rows, and only the start of the "column" is shown.
        await upload(page, 'one-line.csv', Buffer.alloc(10 * 1024 * 1024, 'x'));
        await expect(
            page.getByText('The file has no device rows below its first row.'),
        ).toBeVisible({ timeout: 30_000 });
        await expect(
            page.getByText(`Unknown columns, ignored: ${'x'.repeat(80)}…`, { exact: true }),
        ).toBeVisible();
        await responds(page);
        await expect(register).toBeDisabled();
        expect((await page.locator('body').innerText()).length).toBeLessThan(5000);

        // Binary junk: refused with a message, no preview.
        const junk = Buffer.alloc(64 * 1024);
        for (let index = 0; index < junk.length; index++) junk[index] = (index * 7919) % 256;
        await upload(page, 'junk.csv', junk);
        await expect(
            page.getByText(
                'This is not a CSV text file. Save the table as CSV (UTF-8) and choose that file.',
            ),
        ).toBeVisible();
        await expect(page.getByRole('table', { name: 'Rows of the file' })).toHaveCount(0);
        await responds(page);

        // 100,000 rows: counted, paginated, ready.
        const rows = Array.from(
            { length: 100_000 },
            (_, index) =>
                `E2E fuzz ${index},F0220000${index.toString(16).padStart(8, '0').toUpperCase()},Schréder,Owlet IoT,3.0`,
        );
        await upload(page, 'many.csv', Buffer.from(`${HEADER}\n${rows.join('\n')}\n`));
        await expect(page.getByText('100000 rows read')).toBeVisible({ timeout: 60_000 });
        await expect(page.getByText('All 100000 devices are ready to register.')).toBeVisible();
        const preview = page.getByRole('table', { name: 'Rows of the file' });
        await expect(preview.getByRole('row')).toHaveCount(26); // header + one page of 25
        await responds(page);
        await expect(register).toBeEnabled();
    });
});
