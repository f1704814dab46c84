import { expect, test, type Page } from '@playwright/test';
import { api, pickerField, saveScreenshot, unique } from './helpers';
import { storageStateOf } from './users';

const LIST = '/alarming/responsibles';
const SHOTS = '/tmp/shots-responsibles';
const HOUR = 3_600_000;
const WHOLE_DAY = { start: 0, end: 86_399_999 };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

interface StoredResponsible {
    id: number;
    name: string;
    email: string;
    organizationId: number;
    plans: { id: number; alarmTypes: string[]; time: Record<string, unknown> }[];
}

const everyDay = (day: { start: number; end: number }) =>
    Object.fromEntries(
        [...WEEKDAYS, 'saturday', 'sunday'].map(weekday => [weekday, day]),
    ) as Record<string, { start: number; end: number }>;

const storedList = async (page: Page) => {
    const { status, body } = await api(page, 'GET', '/alarming/responsibles?organizationId=1');
    expect(status).toBe(200);
    return body as StoredResponsible[];
};

const createByApi = async (page: Page, name: string) => {
    const { status, body } = await api(page, 'POST', '/alarming/responsibles', {
        name,
        email: 'short.lived@musterstadt.example',
        organizationId: 1,
        plans: [{ id: 1, alarmTypes: ['FAILURE'], time: everyDay(WHOLE_DAY) }],
    });
    expect(status).toBe(201);
    return body as StoredResponsible;
};

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

test.describe('responsibles as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('adds a responsible for one service on weekdays only', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await expect(rowOf(page, 'Anna Keller')).toContainText('anna.keller@musterstadt.example');
        await saveScreenshot(page, `${SHOTS}/list.png`, true);
        await page.getByRole('link', { name: 'Add' }).click();
        await expect(page).toHaveURL(/\/alarming\/responsibles\/add$/);

        // Tab 1: name and email, both required, the email in an email format.
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Required')).toHaveCount(2);
        const name = unique('Eva Berg');
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await page.getByRole('textbox', { name: 'Email' }).fill('eva.berg@musterstadt');
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Enter a valid email address')).toBeVisible();
        await page.getByRole('textbox', { name: 'Email' }).fill('eva.berg@musterstadt.example');
        await page.getByRole('button', { name: 'Next' }).click();

        // Tab 2: the organization and each service, all switched off.
        for (const entry of [
            'Stadtwerke Musterstadt',
            'Street lights Musterstadt',
            'Valves Musterstadt',
            'Air quality',
        ]) {
            await expect(page.getByRole('switch', { name: entry })).not.toBeChecked();
        }
        await page.getByRole('switch', { name: 'Valves Musterstadt' }).check();
        const valves = page.getByRole('group', { name: 'Valves Musterstadt' });
        await expect(valves.getByRole('checkbox', { name: 'Failure' })).toBeChecked();
        await expect(pickerField(valves, 'Sunday start').shown).toHaveText('00:00');
        await expect(pickerField(valves, 'Sunday end').shown).toHaveText('23:59');
        await valves.getByRole('checkbox', { name: 'Warning' }).check();
        // A day is left out by unticking it.
        for (const day of ['Saturday', 'Sunday']) {
            await valves.getByRole('checkbox', { name: day, exact: true }).uncheck();
            await expect(pickerField(valves, `${day} start`).group).toHaveCount(0);
        }
        // An end before the start runs past midnight into the next day; it is refused when that
        // day has its own time from later on (a day holds one time span).
        await pickerField(valves, 'Monday start').fill('18:00');
        await pickerField(valves, 'Monday end').fill('17:00');
        await expect(valves.getByText('Next day (Tuesday)')).toBeVisible();
        const refusal = valves.getByText(
            'Continues until 17:00 on Tuesday, but Tuesday starts at 20:00 (one time span a day). Let Tuesday start at 00:00 or switch it off.',
        );
        await expect(refusal).toHaveCount(0);
        await pickerField(valves, 'Tuesday start').fill('20:00');
        await expect(refusal).toBeVisible();
        for (const day of DAY_NAMES) {
            await pickerField(valves, `${day} start`).fill('08:00');
            await pickerField(valves, `${day} end`).fill('17:00');
        }
        await expect(valves.getByText(/Continues until/)).toHaveCount(0);
        await expect(valves.getByText(/Next day/)).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/wizard-plan.png`, true);

        const posted = page.waitForRequest(
            request =>
                request.url().endsWith('/api/alarming/responsibles') && request.method() === 'POST',
        );
        const created = page.waitForResponse(
            response =>
                response.url().endsWith('/api/alarming/responsibles') &&
                response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        const request = await posted;
        expect(request.headers()['x-organization-id']).toBeUndefined();
        expect((await created).status()).toBe(201);
        await expect(page).toHaveURL(/\/alarming\/responsibles$/);
        await expect(rowOf(page, name)).toContainText('eva.berg@musterstadt.example');

        const workday = { start: 8 * HOUR, end: 17 * HOUR + 59_999 };
        const expected = {
            name,
            email: 'eva.berg@musterstadt.example',
            organizationId: 1,
            plans: [
                {
                    id: 102,
                    alarmTypes: ['FAILURE', 'WARNING'],
                    time: {
                        monday: workday,
                        tuesday: workday,
                        wednesday: workday,
                        thursday: workday,
                        friday: workday,
                        saturday: { start: 0, end: 0 },
                        sunday: { start: 0, end: 0 },
                    },
                },
            ],
        };
        expect(request.postDataJSON()).toEqual(expected);
        const stored = (await storedList(page)).find(responsible => responsible.name === name);
        expect(stored).toEqual({ id: expect.any(Number), ...expected });
    });

    test('shows a stored plan as times of the day', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await rowOf(page, 'Marco Rossi').getByText('Marco Rossi').click();
        await expect(page).toHaveURL(/\/alarming\/responsibles\/responsible\?id=\d+$/);
        const lights = page.getByRole('group', { name: 'Street lights Musterstadt' });
        await expect(
            lights.getByRole('switch', { name: 'Street lights Musterstadt' }),
        ).toBeChecked();
        await expect(
            page.getByRole('switch', { name: 'Stadtwerke Musterstadt' }),
        ).not.toBeChecked();
        await expect(lights.getByRole('checkbox', { name: 'Warning' })).toBeChecked();
        await expect(pickerField(lights, 'Friday start').shown).toHaveText('07:00');
        await expect(pickerField(lights, 'Friday end').shown).toHaveText('19:00');
        await expect(
            lights.getByRole('checkbox', { name: 'Saturday', exact: true }),
        ).not.toBeChecked();
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    });

    test('saves a night shift 22:00–06:00 as the API holds it: Friday until 23:59, Saturday from 00:00', async ({
        page,
    }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const name = unique('Nora Nacht');
        const created = await createByApi(page, name);
        await page.goto(`/alarming/responsibles/responsible?id=${created.id}&organization_id=1`);
        const organization = page.getByRole('group', { name: 'Stadtwerke Musterstadt' });
        await expect(pickerField(organization, 'Friday start').shown).toHaveText('00:00');
        await organization.getByRole('checkbox', { name: 'Saturday', exact: true }).uncheck();
        await pickerField(organization, 'Friday start').fill('22:00');
        await pickerField(organization, 'Friday end').fill('06:00');
        await expect(organization.getByText('Next day (Saturday)')).toBeVisible();
        await expect(organization.getByText(/Continues until/)).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/night-shift.png`, true);

        const put = page.waitForRequest(
            request =>
                request.url().endsWith(`/api/alarming/responsibles/${created.id}`) &&
                request.method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        const time = {
            ...everyDay(WHOLE_DAY),
            friday: { start: 22 * HOUR, end: 86_399_999 },
            saturday: { start: 0, end: 6 * HOUR + 59_999 },
        };
        const expected = { ...created, plans: [{ ...created.plans[0], time }] };
        expect((await put).postDataJSON()).toEqual(expected);
        await expect(page).toHaveURL(/\/alarming\/responsibles$/);
        const { body } = await api(page, 'GET', `/alarming/responsibles/${created.id}`);
        expect(body).toEqual(expected);

        // Shown again: the night as the two days hold it.
        await page.goto(`/alarming/responsibles/responsible?id=${created.id}&organization_id=1`);
        await expect(pickerField(organization, 'Friday start').shown).toHaveText('22:00');
        await expect(pickerField(organization, 'Friday end').shown).toHaveText('23:59');
        await expect(pickerField(organization, 'Saturday start').shown).toHaveText('00:00');
        await expect(pickerField(organization, 'Saturday end').shown).toHaveText('06:00');
    });

    test('edits the name with Undo, then Save, and keeps the plan exactly', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const name = unique('Paul Weber');
        const created = await createByApi(page, name);
        await page.reload();
        await rowOf(page, name).getByText(name).click();
        await expect(page).toHaveURL(
            new RegExp(`/alarming/responsibles/responsible\\?id=${created.id}$`),
        );
        const nameInput = page.getByRole('textbox', { name: 'Name' });
        await expect(nameInput).toHaveValue(name);
        const organization = page.getByRole('group', { name: 'Stadtwerke Musterstadt' });
        await expect(pickerField(organization, 'Monday start').shown).toHaveText('00:00');
        await expect(pickerField(organization, 'Monday end').shown).toHaveText('23:59');
        const undo = page.getByRole('button', { name: 'Undo' });
        const save = page.getByRole('button', { name: 'Save' });
        await expect(undo).toBeDisabled();
        await expect(save).toBeDisabled();

        await nameInput.fill(`${name} (old)`);
        await expect(undo).toBeEnabled();
        await expect(save).toBeEnabled();
        await undo.click();
        await expect(nameInput).toHaveValue(name);
        await expect(undo).toBeDisabled();
        await expect(save).toBeDisabled();

        await nameInput.fill('');
        await expect(save).toBeDisabled();
        const renamed = `${name} Jr`;
        await nameInput.fill(renamed);
        await saveScreenshot(page, `${SHOTS}/edit.png`, true);
        const put = page.waitForRequest(
            request =>
                request.url().endsWith(`/api/alarming/responsibles/${created.id}`) &&
                request.method() === 'PUT',
        );
        await save.click();
        expect((await put).postDataJSON()).toEqual({ ...created, name: renamed });
        await expect(page).toHaveURL(/\/alarming\/responsibles$/);
        await expect(rowOf(page, renamed)).toBeVisible();
        const { body } = await api(page, 'GET', `/alarming/responsibles/${created.id}`);
        expect(body).toEqual({ ...created, name: renamed });
    });

    test('removes a responsible after a confirmation', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const name = unique('Short lived');
        const created = await createByApi(page, name);
        await page.reload();
        await rowOf(page, name).getByRole('button', { name: 'Remove' }).click();
        const removed = page.waitForResponse(
            response =>
                response.url().endsWith(`/api/alarming/responsibles/${created.id}`) &&
                response.request().method() === 'DELETE',
        );
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        expect((await removed).status()).toBe(200);
        await expect(rowOf(page, name)).toHaveCount(0);
        const { status } = await api(page, 'GET', `/alarming/responsibles/${created.id}`);
        expect(status).toBe(404);
    });

    test('speaks German', async ({ page }) => {
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await page.goto(`${LIST}?organization_id=1`);
        await rowOf(page, 'Marco Rossi').getByText('Marco Rossi').click();
        await expect(
            page.getByRole('heading', { name: 'Verantwortliche Person bearbeiten' }),
        ).toBeVisible();
        const lights = page.getByRole('group', { name: 'Street lights Musterstadt' });
        await expect(pickerField(lights, 'Montag Beginn').shown).toHaveText('07:00');
        await expect(lights.getByRole('checkbox', { name: 'Warnung' })).toBeChecked();
        await expect(page.getByRole('button', { name: 'Rückgängig' })).toBeDisabled();
        await saveScreenshot(page, `${SHOTS}/edit-de.png`, true);
    });
});

test.describe('responsibles as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('sees the list without Add and with Remove disabled', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await expect(rowOf(page, 'Anna Keller')).toBeVisible();
        for (const button of await page.getByRole('button', { name: 'Remove' }).all()) {
            await expect(button).toBeDisabled();
        }
        await expect(page.getByRole('button', { name: 'Remove' }).first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Add' })).toBeDisabled();
    });

    test('may not open the add page', async ({ page }) => {
        await page.goto(`${LIST}/add?organization_id=1`);
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    });

    test('sees a responsible read-only', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await rowOf(page, 'Marco Rossi').getByText('Marco Rossi').click();
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Marco Rossi');
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
        await expect(page.getByRole('switch', { name: 'Valves Musterstadt' })).toBeDisabled();
        const lights = page.getByRole('group', { name: 'Street lights Musterstadt' });
        // Hour and minute both read-only (MUI X 9's time field: a spinbutton each).
        const mondayStart = pickerField(lights, 'Monday start').group.getByRole('spinbutton');
        await expect(mondayStart).toHaveCount(2);
        for (const part of await mondayStart.all()) {
            await expect(part).toHaveAttribute('aria-readonly', 'true');
        }
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    });
});

test.describe('service times in a browser set to American English', () => {
    test.use({ storageState: storageStateOf('orgadmin'), locale: 'en-US' });

    test('a German page shows and takes 24-hour times', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const created = await createByApi(page, unique('Lena Vogt'));
        await page.addInitScript(() =>
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de')),
        );
        await page.goto(`/alarming/responsibles/responsible?id=${created.id}`);
        const organization = page.getByRole('group', { name: 'Stadtwerke Musterstadt' });
        const start = pickerField(organization, 'Montag Beginn');
        // The text the user sees: a browser's own time field would show "12:00 AM" here.
        await expect(organization.locator('input[type="time"]')).toHaveCount(0);
        await expect(start.shown).toHaveText('00:00');
        await expect(pickerField(organization, 'Montag Ende').shown).toHaveText('23:59');
        // Typed as a German user types a time: hour, then minutes.
        await start.group.click();
        await page.keyboard.press('Home');
        await page.keyboard.type('1730');
        await expect(start.shown).toHaveText('17:30');
        const saved = page.waitForRequest(
            request => request.method() === 'PUT' && request.url().includes('/responsibles/'),
        );
        await pickerField(organization, 'Montag Ende').fill('23:59');
        await page.getByRole('button', { name: 'Speichern' }).click();
        const body = (await saved).postDataJSON() as StoredResponsible;
        expect(body.plans[0]?.time.monday).toEqual({
            start: (17 * 60 + 30) * 60_000,
            end: 86_399_999,
        });
    });
});
