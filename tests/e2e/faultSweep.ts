/**
 * The fault sweep's tools (faultsOn*.spec.ts, issue 7): every list and every save of the console meets the four faults the
 * sandbox injects (a 500 with a message, a 503, a delay past the client's timeout, a dropped
 * connection) and must show the error catalogue's text (section 8) or nothing, stop loading,
 * keep what the user typed, and succeed on a retry without a duplicate record. Each save is
 * pressed twice in a hurry (a double click or a double Enter) under most faults and on the retry
 * (issue 17): exactly one request each time.
 *
 * One page load per page: each fault is re-triggered with the list's refresh or the form's own
 * button. The client's timeout is shortened for these pages by rewriting /config.json in the
 * browser (TIMEOUT_MS, or longer for a page whose calls run a script in the sandbox); the sandbox
 * holds a delayed request a second longer and does not handle it once its client has given up.
 */
import {
    expect,
    test,
    type APIRequestContext,
    type Locator,
    type Page,
    type Request,
} from '@playwright/test';
import { api, submitBillingSignIn, tokenOf } from './helpers';
import { clearFaults, injectFault, type Fault } from './sandbox';

/**
 * The client's timeout on the swept pages: short, so that a delayed call fails fast, but long
 * enough for a call answered on a busy machine (four browsers and sandboxes on two cores).
 */
export const TIMEOUT_MS = 4000;
/** The client's timeout on a page with a trial run: each starts a script interpreter. */
export const SCRIPT_TIMEOUT_MS = 10_000;
const TITLE = 'Oops, something went wrong!';
const SERVER_MESSAGE = 'Injected failure: the database is on fire';

/**
 * How a writing action is pressed: once, or twice in a hurry (issue 17, one submission per
 * intent): a double click, or the Enter key twice on the focused button or, where the action
 * names a text field of its form, in that field (the form's implicit submission).
 */
export type Trigger = 'click' | 'double click' | 'double Enter';

interface FaultCase {
    name: string;
    fault: Omit<Fault, 'path' | 'method'>;
    /** The modal's text, or null: no answer, so no message at all (section 8). */
    text: string | null;
    /** How a swept save is pressed under this fault (lists are refreshed by one click). */
    trigger: Trigger;
}

/**
 * The four faults, the delay one second past the page's client timeout. A save is pressed twice
 * in a hurry under the first three (a second request would escape a fault injected once, and
 * is counted); the dropped connection is pressed once, as Chromium resends such a request itself.
 */
const faultsFor = (timeoutMs: number): FaultCase[] => [
    {
        name: '500 with a message',
        fault: { status: 500, body: { message: SERVER_MESSAGE }, times: 1 },
        text: SERVER_MESSAGE,
        trigger: 'double click',
    },
    {
        name: '503',
        // Answered 400 ms late: a write without the pause of section 9 (the billing sign-in)
        // would otherwise be answered between the two Enters, and the second would press the
        // error modal's OK, which has the focus (a user may do that; the test must not).
        fault: { status: 503, delayMs: 400, times: 1 },
        text: 'Please try again later or contact your service admin',
        trigger: 'double Enter',
    },
    {
        name: 'delay past the timeout',
        fault: { delayMs: timeoutMs + 1000, times: 1 },
        text: null,
        trigger: 'double click',
    },
    // No `times`: Chromium silently resends a request whose reused connection dropped, so the
    // fault stays until the failure has been seen.
    { name: 'dropped connection', fault: { drop: true }, text: null, trigger: 'click' },
];

/**
 * Double triggers per swept save: under the 500, the 503 and the delay, and the retry that
 * succeeds (a double Enter).
 */
export const DOUBLE_TRIGGERS_PER_SAVE = 4;

/**
 * A writing action of the sweep of saves: the button that sends the write, and what leads to it
 * (e.g. the row's Remove that opens the confirmation). Built with `press`.
 */
export interface Press {
    readonly button: Locator;
    readonly before?: () => Promise<void>;
    /** A one-line text field of the button's form: Enter there submits the form. */
    readonly field?: Locator;
}

export const press = (button: Locator, before?: () => Promise<void>, field?: Locator): Press => ({
    button,
    before,
    field,
});

/**
 * Presses the action as `trigger` says. A double Enter goes to the form's text field, where the
 * action names one, under the 503 (`inForm`), and to the focused button otherwise.
 */
const pressAs = async (page: Page, action: Press, trigger: Trigger, inForm = false) => {
    await action.before?.();
    const { button } = action;
    if (trigger === 'click') return button.click();
    if (trigger === 'double click') return button.dblclick();
    await expect(button).toBeEnabled();
    if (inForm && action.field) await action.field.focus();
    else await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
};

/** The action's button is disabled, or gone (its dialog closed), while its write is under way. */
const expectBusy = async (action: Press) => {
    await expect
        .poll(() =>
            action.button.evaluateAll(buttons =>
                buttons.every(button => (button as HTMLButtonElement).disabled),
            ),
        )
        .toBe(true);
};

interface Call {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** Regular expression source over the URL's path and query, as the sandbox matches it. */
    path: string;
}

const matches = (call: Call) => {
    const pattern = new RegExp(call.path);
    return (method: string, url: string) => {
        const { pathname, search } = new URL(url);
        return method === call.method && pattern.test(pathname + search);
    };
};

const timeouts = new WeakMap<Page, number>();

/** Shortens the client's request timeout for this page (config.json's requestTimeoutMs). */
export const shortTimeout = async (page: Page, timeoutMs = TIMEOUT_MS) => {
    timeouts.set(page, timeoutMs);
    await page.route('**/config.json', async route => {
        const response = await route.fetch();
        await route.fulfill({
            response,
            json: { ...(await response.json()), requestTimeoutMs: timeoutMs },
        });
    });
};

/** Loading has stopped: no spinner or progress bar anywhere on the page. */
export const expectIdle = async (page: Page) => {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
};

/**
 * Runs `trigger` once per fault injected into `call` and checks what the user sees: the modal
 * with the catalogue's text (acknowledged), or, with no answer, no modal and no notice; loading
 * stops either way. `afterFault` checks the page after each one (e.g. the form still holds what
 * was typed).
 */
export const sweep = async (
    page: Page,
    request: APIRequestContext,
    call: Call,
    trigger: (fault: FaultCase) => Promise<void>,
    afterFault?: (fault: FaultCase) => Promise<void>,
) => {
    const isCall = matches(call);
    for (const fault of faultsFor(timeouts.get(page) ?? TIMEOUT_MS)) {
        await test.step(`${call.method} ${call.path}: ${fault.name}`, async () => {
            const notices = page.getByRole('alert').filter({ hasText: /\S/ });
            const noticesBefore = await notices.allTextContents();
            await injectFault(request, { ...fault.fault, method: call.method, path: call.path });
            const failed = fault.text
                ? undefined
                : page.waitForEvent('requestfailed', failure =>
                      isCall(failure.method(), failure.url()),
                  );
            await trigger(fault);
            const modal = page.getByRole('alertdialog');
            if (fault.text) {
                await expect(modal.getByRole('heading', { name: TITLE })).toBeVisible();
                await expect(modal).toContainText(fault.text);
                await modal.getByRole('button', { name: 'OK' }).click();
                await expect(modal).toHaveCount(0);
            } else {
                await failed;
                await clearFaults(request);
            }
            await expectIdle(page);
            await expect(modal).toHaveCount(0);
            // No error notice either: the modal is the only word. (Pages keep alerts of their own,
            // earlier success notices may still show, and Monaco has empty live regions with the
            // alert role: no new one with a text may appear.)
            const noticesAfter = await notices.allTextContents();
            expect(noticesAfter.filter(notice => !noticesBefore.includes(notice))).toEqual([]);
            await afterFault?.(fault);
        });
    }
    await clearFaults(request);
};

/**
 * Waits for the call to answer with a success while `action` runs: a 2xx, or a 304 to a
 * conditional GET (the console asks with If-None-Match and shows the answer it kept).
 */
export const succeeds = async (page: Page, call: Call, action: () => Promise<void>) => {
    const isCall = matches(call);
    const answered = page.waitForResponse(response =>
        isCall(response.request().method(), response.url()),
    );
    await action();
    const response = await answered;
    const status = response.status();
    const notModified =
        status === 304 && (await response.request().headerValue('if-none-match')) !== null;
    expect(notModified || status < 300, `${call.method} ${call.path}: ${status}`).toBe(true);
    return response;
};

interface ListCase {
    route: string;
    call: Call;
    /** A text of a row the list shows (default: its first row). */
    row?: string | RegExp;
    /** What the page shows of the list when it is no table (default: the row). */
    item?: (page: Page) => Locator;
    /** Steps before the list shows (e.g. the billing sign-in). */
    prepare?: (page: Page) => Promise<void>;
}

const refresh = (page: Page) => page.getByRole('button', { name: 'Refresh' }).click();

/** Opens each list once and sweeps its collection call through the faults, retried by Refresh. */
export const sweepLists = async (page: Page, request: APIRequestContext, lists: ListCase[]) => {
    test.setTimeout(30_000 + lists.length * 40_000);
    await shortTimeout(page);
    for (const list of lists) {
        await test.step(list.route, async () => {
            await page.goto(list.route);
            await list.prepare?.(page);
            const rows = page.getByRole('row');
            const row =
                list.item?.(page) ??
                (list.row ? rows.filter({ hasText: list.row }).first() : rows.nth(1));
            await expect(row).toBeVisible();
            await sweep(page, request, list.call, () => refresh(page));
            await succeeds(page, list.call, () => refresh(page));
            await expect(row).toBeVisible();
            await expectIdle(page);
        });
    }
};

/** Signs in to organization 1's billing with the form on the page. */
export const signInToBilling = async (page: Page) => {
    await submitBillingSignIn(page);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
};

/** Records of `path` (the API as the page's user, organization 1) whose `key` is `value`. */
export const countOf = async (page: Page, path: string, value: string, key = 'name') => {
    const { body } = await api(page, 'GET', path);
    // Most lists are arrays; some come in an envelope ({ result: [...] }, e.g. /sharing).
    const records = (Array.isArray(body) ? body : (body as { result: unknown[] }).result) as Record<
        string,
        unknown
    >[];
    return records.filter(record => record[key] === value).length;
};

/**
 * Sweeps a save through the faults: after each, the page is still the form, `kept` finds what
 * was typed, and the button can be pressed again; then a retry without a fault succeeds. Each
 * press but the one under a dropped connection is a double trigger (a double click or a double
 * Enter) and must send exactly one request; while the delayed one is under way the button is
 * disabled (or its dialog gone).
 */
export const sweepSave = async (
    page: Page,
    request: APIRequestContext,
    call: Call,
    action: Press,
    kept: () => Promise<void>,
) => {
    const url = page.url();
    const isCall = matches(call);
    let sent = 0;
    const record = (sentRequest: Request) => {
        if (isCall(sentRequest.method(), sentRequest.url())) sent += 1;
    };
    page.on('request', record);
    try {
        await sweep(
            page,
            request,
            call,
            async fault => {
                sent = 0;
                await pressAs(page, action, fault.trigger, fault.name === '503');
                if (fault.name === 'delay past the timeout') await expectBusy(action);
            },
            async fault => {
                expect(page.url()).toBe(url);
                await kept();
                if (fault.trigger !== 'click') {
                    expect(
                        sent,
                        `${call.method} ${call.path}: requests of a ${fault.trigger}`,
                    ).toBe(1);
                }
            },
        );
        // The retry sends the write once (no second submit, no resend of a failed attempt).
        sent = 0;
        const response = await succeeds(page, call, () => pressAs(page, action, 'double Enter'));
        await expectIdle(page);
        expect(sent, `${call.method} ${call.path}: requests of the retry (double Enter)`).toBe(1);
        return response;
    } finally {
        page.off('request', record);
    }
};

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });

/**
 * Presses Remove in the row and confirms. A failed remove closes the confirmation: its fade-out
 * must be over before Remove is pressed again.
 */
export const removeRow = (page: Page, name: string) => {
    const dialog = page.getByRole('dialog');
    return press(dialog.getByRole('button', { name: 'Confirm' }), async () => {
        await expect(dialog).toHaveCount(0);
        await page
            .getByRole('row')
            .filter({ hasText: name })
            .getByRole('button', { name: 'Remove' })
            .click();
    });
};

/**
 * Sweeps the Remove of the list row named `name` (with its confirmation) through the faults:
 * after each the row and the record are still there; after the retry both are gone.
 */
export const sweepRemove = async (
    page: Page,
    request: APIRequestContext,
    path: string,
    name: string,
    records: { path: string; key?: string },
) => {
    const row = page.getByRole('row').filter({ hasText: name });
    const stored = () => countOf(page, records.path, name, records.key);
    await sweepSave(page, request, { method: 'DELETE', path }, removeRow(page, name), async () => {
        await expect(row).toHaveCount(1);
        expect(await stored()).toBe(1);
    });
    await expect(row).toHaveCount(0);
    expect(await stored()).toBe(0);
};

/** What the sandbox queued for a device, newest first (its test control). */
export const downlinksOf = async (page: Page, deviceId: number) => {
    const response = await page.request.get(`/__sandbox/downlinks?deviceId=${deviceId}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as { kind: string; payload: unknown }[];
};

/**
 * The billing API of an organization as the page's user, with a billing token of its own
 * (login = password).
 */
export const billingOf = async (page: Page, organizationId: number, login: string) => {
    const headers = async () => ({
        Authorization: `Bearer ${await tokenOf(page)}`,
        'X-Organization-Id': String(organizationId),
    });
    const signIn = await page.request.post('/api/billing/token', {
        headers: await headers(),
        data: { username: login, password: login },
    });
    expect(signIn.status()).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    return async <T>(method: string, path: string, data?: unknown) => {
        const response = await page.request.fetch(`/api${path}`, {
            method,
            data,
            headers: { ...(await headers()), 'X-Billing-Token': token },
        });
        expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
        return (await response.json()) as T;
    };
};
