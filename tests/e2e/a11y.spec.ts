/**
 * Accessibility (issue 7): axe-core on every route (its default rules: WCAG 2.0/2.1 A and AA and
 * best practices, plus label-content-name-mismatch, issue 15) as a system admin, and the routes
 * whose content depends on the role as an organization admin. Any serious or critical violation
 * fails the test, listed route by route. Every scan is repeated in the dark theme (issue 19) with
 * the one rule a theme changes, colour contrast: the browser's colour scheme switches to dark on
 * the page as it is (no theme chosen, the console follows the system), so no page loads twice.
 * The routes are opened as the console's own links open them (one load per test); at this
 * desktop width, with the sidebar open, no page may scroll sideways either (overflow.spec.ts
 * checks the narrow ones).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choose, next, submitBillingSignIn, unique } from './helpers';
import { recordAlerts } from './liveAlarmTools';
import { openInConsole, requestsQuiet, sidewaysScroll, trackRequests } from './pageWalk';
import { areaOf, ROUTES, seeded } from './routes';
import { storageStateOf } from './users';

/**
 * axe's default rules (WCAG 2.0/2.1/2.2 A and AA and axe's best practices: a tag filter would
 * leave the best practices out) and, enabled by name because axe still calls it experimental,
 * label-content-name-mismatch: a control's accessible name contains its visible text (WCAG 2.5.3).
 */
const AXE_OPTIONS = {
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations' as const],
};

/**
 * Every route of the console (the route manifest, routes.ts: every resource's and flow's route),
 * on seeded records, grouped by area; the licence pages come after the billing sign-in below.
 * An area no group names gets a test of its own.
 */
const GROUPS: [name: string, areas: string[]][] = [
    ['home, settings and devices and data', ['', 'settings', 'dad']],
    ['alarming', ['alarming']],
    ['organization and system', ['organization', 'system']],
];
const BILLING_AREA = 'licences';

/** The routes of these areas, on seeded records; the area '' is the home page. */
const routesOf = (areas: string[]) => [
    ...(areas.includes('') ? ['/'] : []),
    ...ROUTES.map(route => route.path)
        .filter(path => areas.includes(areaOf(path)))
        .sort()
        .map(seeded),
];

const grouped = GROUPS.flatMap(([, areas]) => areas);
const otherAreas = [...new Set(ROUTES.map(route => areaOf(route.path)))].filter(
    area => area !== BILLING_AREA && !grouped.includes(area),
);

const AREAS: Record<string, string[]> = Object.fromEntries([
    ...GROUPS.map(([name, areas]) => [name, routesOf(areas)] as const),
    ...otherAreas.map(area => [area, routesOf([area])] as const),
]);

/** A wizard's later steps: the route, then what leads to each further step (scanned after each). */
const WIZARDS: { route: string; steps: ((page: Page) => Promise<void>)[] }[] = [
    {
        route: '/dad/integrations/add',
        steps: [
            async page => {
                await page.getByRole('textbox', { name: 'Name' }).fill(unique('A11y'));
                await next(page);
                await choose(page, 'Type', 'Swisscom');
            },
        ],
    },
    {
        route: '/dad/devices/onboard',
        steps: [
            async page => {
                await choose(page, 'Integration', /Smart Interface/);
                await next(page);
                await page.getByRole('textbox', { name: 'Name' }).fill(unique('A11y'));
            },
            next,
            // Next with the type left out: the fields show their errors.
            next,
            async page => {
                await choose(page, 'Vendor', 'Telraam');
                await choose(page, 'Device type', 'S2');
                await choose(page, 'Firmware', '1.1');
                await choose(page, 'Function', 'External');
                await next(page);
            },
        ],
    },
    {
        route: '/dad/devices/activation',
        steps: [
            next,
            async page => {
                await page
                    .getByRole('row', { name: /Bahnhofstraße 3/ })
                    .getByRole('checkbox')
                    .check();
                await next(page);
            },
        ],
    },
    {
        // A file with a bad row: the preview with its "Download the rows to fix" and the hint.
        route: '/dad/devices/register',
        steps: [
            async page => {
                await choose(page, 'Integration', /Smart Interface/);
                await next(page);
                await page.getByLabel('Choose CSV file').setInputFiles({
                    name: 'a11y.csv',
                    mimeType: 'text/csv',
                    buffer: Buffer.from(
                        'name,deviceId,vendor,deviceType,firmware\nLamp,,Telraam,S2,1.1\n',
                    ),
                });
                await expect(
                    page.getByRole('button', { name: 'Download the rows to fix' }),
                ).toBeVisible();
            },
        ],
    },
    {
        route: '/dad/deviceGroups/add',
        steps: [
            async page => {
                await page.getByRole('textbox', { name: 'Name' }).fill(unique('A11y'));
                await next(page);
            },
            async page => {
                await choose(page, 'Device type', 'Schréder Owlet IoT 3.0');
                await next(page);
                await choose(page, 'Integration', 'Swisscom LPN');
            },
        ],
    },
    {
        route: '/dad/datasharing/add',
        steps: [
            async page => {
                await page.getByRole('textbox', { name: 'Name' }).fill(unique('A11y'));
                await choose(page, 'Device type', 'Barani Design MeteoHelix IoT Pro 3.2');
                await page.getByLabel('Target address').fill('https://example.test/a11y');
                await next(page);
            },
        ],
    },
    {
        route: '/alarming/responsibles/add',
        steps: [
            async page => {
                await page.getByRole('textbox', { name: 'Name' }).fill(unique('A11y'));
                await page.getByRole('textbox', { name: 'Email' }).fill('a11y@example.test');
                await next(page);
            },
        ],
    },
    {
        route: '/alarming/custom-alarms/add',
        steps: [
            async page => {
                await page
                    .getByRole('radio', { name: 'Select Weather station Marktplatz' })
                    .check();
                await next(page);
            },
        ],
    },
    {
        route: '/organization/services/add',
        steps: [
            async page => {
                await page.getByRole('textbox', { name: 'Name' }).fill(unique('A11y'));
                await next(page);
            },
        ],
    },
    {
        route: '/organization/services/activation',
        steps: [
            async page => {
                await page.getByRole('radio', { name: /Activate as admin/ }).check();
                await next(page);
                await page.getByRole('radio', { name: /Air quality/ }).check();
            },
            next,
        ],
    },
];

/** The store's page of one service, where the store's dialogs are scanned. */
const STORE_SERVICE = seeded('/licences/purchase/services');

/** The licence pages, opened after the billing sign-in; the store's service page last. */
const LICENCE_ROUTES = [
    ...routesOf([BILLING_AREA]).filter(route => route !== STORE_SERVICE),
    STORE_SERVICE,
];

/** Routes whose content depends on the role: the portal tiles, the users tree, licences. */
const ORGADMIN_ROUTES = ['/', '/organization', '/organization/users', '/licences'];

interface Finding {
    route: string;
    rule: string;
    impact: string;
    help: string;
    targets: string[];
}

/** Waits until the page has rendered its content: no request running, no loading indicator. */
const settle = async (page: Page) => {
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await requestsQuiet(page, 150);
    // Monaco's own progress bar shows while its language service works: not a page load. A page
    // with editors can take long to finish on a busy machine (the suite runs in four shards).
    await expect(page.locator('[role="progressbar"]:not(.monaco-editor *)')).toHaveCount(0, {
        timeout: 30_000,
    });
    // A closing menu fades out: scanned mid-fade its options have no contrast at all.
    await page.waitForFunction(() =>
        document.getAnimations().every(animation => animation.playState !== 'running'),
    );
};

/** Waits until an open dialog has finished its transitions (the page behind it is hidden). */
const settleDialog = async (page: Page) => {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForFunction(() =>
        document.getAnimations().every(animation => animation.playState !== 'running'),
    );
};

/** The theme's background colours (src/layout/theme.ts), as computed. */
const BACKGROUND = { light: 'rgb(244, 247, 248)', dark: 'rgb(18, 18, 18)' };

/**
 * Switches the browser's colour scheme, and so the console's theme (no theme chosen: it follows
 * the system), and waits until it shows.
 */
const showTheme = async (page: Page, theme: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[theme]);
    await page.waitForFunction(() =>
        document.getAnimations().every(animation => animation.playState !== 'running'),
    );
};

/**
 * Runs axe on the page (every rule, or only the given ones) and returns its serious and critical
 * violations.
 */
const scanWith = async (page: Page, route: string, only?: string[]): Promise<Finding[]> => {
    const builder = new AxeBuilder({ page })
        // axe in the page itself: AxeBuilder otherwise opens a blank page for each scan to put
        // the frames' results together (2.5 times as long); the console has no frames to scan.
        .setLegacyMode(true)
        // Monaco (third party) dims the line numbers of its gutter (1.75:1) by design; the
        // gutter is decoration beside the code, and its colours are not the console's to change.
        .exclude('.monaco-editor .line-numbers')
        // A copy: withRules writes into the options object it was given.
        .options({ ...AXE_OPTIONS });
    const results = await (only ? builder.withRules(only) : builder).analyze();
    // The rules asked for must really have run on this page (found nothing to check at most).
    const ran = [
        ...results.passes,
        ...results.violations,
        ...results.incomplete,
        ...results.inapplicable,
    ].map(rule => rule.id);
    for (const rule of only ?? ['label-content-name-mismatch']) {
        expect(ran, `${rule} on ${route}`).toContain(rule);
    }
    return results.violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .map(violation => ({
            route,
            rule: violation.id,
            impact: violation.impact ?? '',
            help: violation.help,
            targets: [
                ...violation.nodes
                    .slice(0, 3)
                    .map(
                        node =>
                            `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
                    ),
                ...(violation.nodes.length > 3
                    ? [`… and ${violation.nodes.length - 3} more like these`]
                    : []),
            ],
        }));
};

/** The colour scheme the page shows now (each page keeps the last one emulated). */
const shownTheme = new WeakMap<Page, 'light' | 'dark'>();

/**
 * Scans the page in both themes: the light one with every rule, the dark one with the colour
 * contrast rule. It starts in the theme the page shows and switches once, so consecutive scans
 * alternate (light, dark; dark, light; ...) and each costs one theme change, not two.
 */
const scan = async (page: Page, route: string): Promise<Finding[]> => {
    const scanIn = (theme: 'light' | 'dark') =>
        theme === 'light'
            ? scanWith(page, route)
            : scanWith(page, `${route} (dark)`, ['color-contrast']);
    const first = shownTheme.get(page) ?? 'light';
    const second = first === 'light' ? 'dark' : 'light';
    const findings = await scanIn(first);
    await showTheme(page, second);
    shownTheme.set(page, second);
    findings.push(...(await scanIn(second)));
    return findings;
};

const report = (findings: Finding[]) =>
    findings
        .map(
            finding =>
                `${finding.route} [${finding.impact}] ${finding.rule}: ${finding.help}\n` +
                finding.targets.map(target => `    ${target}`).join('\n'),
        )
        .join('\n');

/** The page scrolls sideways (WCAG 1.4.10, reflow): a finding too. */
const sidewaysFinding = async (page: Page, route: string): Promise<Finding[]> => {
    const wide = await sidewaysScroll(page);
    if (!wide) return [];
    return [
        {
            route,
            rule: 'sideways-scroll',
            impact: 'serious',
            help: 'Page scrolls sideways',
            targets: [wide],
        },
    ];
};

/** Opens each route as the console's links do, and scans it. */
const visitAll = async (page: Page, routes: string[]) => {
    const findings: Finding[] = [];
    for (const route of routes) {
        await openInConsole(page, route);
        await settle(page);
        findings.push(...(await sidewaysFinding(page, route)));
        findings.push(...(await scan(page, route)));
    }
    return findings;
};

const signInToBilling = async (page: Page) => {
    await page.goto('/licences');
    await settle(page);
    const findings = await scan(page, '/licences (billing sign-in)');
    await submitBillingSignIn(page);
    await expect(page.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
    return findings;
};

/**
 * Loads the console on organization 1, so that it is the current organization of the session,
 * and starts counting the page's requests.
 */
const selectOrganization = async (page: Page) => {
    trackRequests(page);
    await page.goto('/dad?organization_id=1');
    await settle(page);
};

// Light first; no theme chosen in the store, so the console follows the emulated colour scheme.
test.use({ colorScheme: 'light' });

test.describe('accessibility as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    for (const [area, routes] of Object.entries(AREAS)) {
        test(`${area}: no serious or critical axe violation, no sideways scrolling`, async ({
            page,
        }) => {
            test.setTimeout(routes.length * 20_000);
            await selectOrganization(page);
            const findings = await visitAll(page, routes);
            expect(report(findings), 'serious or critical findings').toBe('');
        });
    }

    test("the wizards' later steps: no serious or critical axe violation", async ({ page }) => {
        test.setTimeout(WIZARDS.flatMap(wizard => wizard.steps).length * 20_000);
        await selectOrganization(page);
        const findings: Finding[] = [];
        for (const { route, steps } of WIZARDS) {
            await page.goto(route);
            await settle(page);
            for (const [index, step] of steps.entries()) {
                await step(page);
                await settle(page);
                findings.push(...(await scan(page, `${route} step ${index + 2}`)));
            }
        }
        expect(report(findings), 'serious or critical findings').toBe('');
    });

    test("a bulk run's result with a failure and its rows to fix: no serious or critical axe violation", async ({
        page,
    }) => {
        await selectOrganization(page);
        await page.goto('/dad/devices');
        await settle(page);
        // The console refuses the tag for a REST integration itself: nothing is written.
        await page.getByRole('textbox', { name: 'Search' }).fill('Traffic counter Ringstraße');
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await page
            .locator('[data-test=bulk-actions-toolbar]')
            .getByRole('button', { name: 'Set tag' })
            .click();
        await choose(page, 'Tag', 'Lighting');
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Set tag' }).click();
        await expect(dialog.getByRole('button', { name: 'Download the rows to fix' })).toBeVisible({
            timeout: 60_000,
        });
        await settleDialog(page);
        expect(report(await scan(page, 'bulk result')), 'serious or critical findings').toBe('');
    });

    test('the overdue setting switched on, overdue and on-duty marks, the duty filter: no serious or critical axe violation', async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await selectOrganization(page);
        await page.goto('/settings');
        await settle(page);
        await page.getByRole('checkbox', { name: 'Mark alarms as overdue' }).check();
        const minutes = page.getByRole('textbox', { name: 'Overdue after (minutes)' });
        await minutes.fill('0');
        await expect(minutes).toHaveAccessibleDescription(/Enter whole minutes/);
        const findings = await scan(page, '/settings (overdue on, a wrong value)');
        // An hour: the seeded open and active alarms are older.
        await minutes.fill('60');
        await openInConsole(page, '/alarming/alarms');
        await settle(page);
        await expect(page.locator('[data-overdue]').first()).toBeVisible();
        await expect(page.locator('[data-on-duty]').first()).toBeVisible();
        findings.push(...(await scan(page, '/alarming/alarms (overdue and on duty)')));
        await openInConsole(page, '/alarming/alarms/alarm?id=14');
        await settle(page);
        await expect(page.locator('main [data-on-duty]')).toBeVisible();
        findings.push(...(await scan(page, '/alarming/alarms/alarm (overdue and on duty)')));
        await openInConsole(page, '/');
        await settle(page);
        findings.push(...(await scan(page, '/ (overdue first)')));
        await openInConsole(page, '/alarming/responsibles');
        await settle(page);
        await choose(page, 'Duty', 'On duty now');
        await settle(page);
        findings.push(...(await scan(page, '/alarming/responsibles (on duty now)')));
        expect(report(findings), 'serious or critical findings').toBe('');
    });

    test('licence management: no serious or critical axe violation, no sideways scrolling', async ({
        page,
    }) => {
        test.setTimeout(LICENCE_ROUTES.length * 20_000 + 60_000);
        await selectOrganization(page);
        const findings = await signInToBilling(page);
        findings.push(...(await visitAll(page, LICENCE_ROUTES)));
        // The store's dialogs, on the last route (the smart lighting page): booking, empty and
        // with a message, and the billing account.
        await page.getByRole('button', { name: 'Book Lighting S' }).click();
        const booking = page.getByRole('dialog', { name: 'Book Lighting S' });
        await expect(booking.getByRole('button', { name: 'Book now' })).toBeDisabled();
        await settleDialog(page);
        findings.push(...(await scan(page, 'booking dialog')));
        const terms = booking.getByRole('checkbox', { name: 'I accept the terms and conditions' });
        await terms.check();
        await terms.uncheck();
        await expect(booking.getByText('Please accept the terms and conditions')).toBeVisible();
        await settleDialog(page);
        findings.push(...(await scan(page, 'booking dialog with a message')));
        await booking.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: 'Update billing account' }).click();
        const account = page.getByRole('dialog', { name: 'Billing account' });
        await account.getByLabel('Country').fill('Austria');
        await expect(account.getByText('Enter a two-letter country code')).toBeVisible();
        await settleDialog(page);
        findings.push(...(await scan(page, 'billing account dialog with a message')));
        expect(report(findings), 'serious or critical findings').toBe('');
    });
});

test.describe('accessibility as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the role-dependent routes: no serious or critical axe violation, no sideways scrolling', async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await selectOrganization(page);
        const findings = await visitAll(page, ORGADMIN_ROUTES.slice(0, -1));
        findings.push(...(await signInToBilling(page)));
        findings.push(...(await visitAll(page, ['/licences'])));
        expect(report(findings), 'serious or critical findings').toBe('');
    });

    test('the alerts for new alarms, on and refused: no serious or critical axe violation', async ({
        page,
    }) => {
        // The browser refuses the permission: the notification's switch stays off with its warning.
        await recordAlerts(page, 'denied');
        await selectOrganization(page);
        await openInConsole(page, '/settings');
        await settle(page);
        await page.getByRole('switch', { name: 'Sound' }).click();
        await page.getByRole('switch', { name: 'Desktop notification' }).click();
        await expect(page.getByRole('alert')).toContainText('blocks notifications');
        await expect(page.getByRole('switch', { name: 'Sound' })).toBeChecked();
        const findings = await scan(page, '/settings (alerts on, notification refused)');
        expect(report(findings), 'serious or critical findings').toBe('');
    });
});
