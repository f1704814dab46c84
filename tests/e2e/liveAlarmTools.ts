/**
 * Tools of the live alarm specs (liveAlarms.spec.ts, alarmAlerts.spec.ts): an alarm raised by a
 * device's uplink, the tab shown or hidden, the title's count, the live region, and a recorder
 * of the browser's notification permission, notifications and tones.
 */
import { expect, type Page } from '@playwright/test';
import { api, onboardTestDevice } from './helpers';

const SECRET = 'swm-smartinterface-2024';

/** A device with a FAILURE custom alarm: an uplink `{ temperature: 35 }` raises it. */
export const alarmSource = async (page: Page, title: string) => {
    const device = await onboardTestDevice(page, `Device of ${title}`);
    const custom = await api(page, 'POST', '/alarming/custom-alarms', {
        title,
        description: 'Raised by the live alarms test',
        alarmType: 'FAILURE',
        monitorId: device.id,
        organizationId: 1,
        code: 'message.data.temperature > 30',
        testData: 'const message = { data: { temperature: 31 } };',
    });
    expect(custom.status).toBe(201);
    const alarmsOfIt = async () => {
        const { body } = await api(page, 'GET', '/alarming/alarms');
        return (body as { id: number; customAlarmId: number | null; state: string }[]).filter(
            alarm => alarm.customAlarmId === custom.body.id,
        );
    };
    return {
        device,
        /** Sends the hot reading and waits until the sandbox has raised the alarm. */
        raise: async () => {
            const uplink = await page.request.post(
                `/smartcity/uplink/smartInterface/${encodeURIComponent(device.deviceId)}/key/${SECRET}`,
                { data: { temperature: 35 } },
            );
            expect(uplink.status()).toBe(202);
            await expect.poll(async () => (await alarmsOfIt()).length).toBe(1);
            return (await alarmsOfIt())[0];
        },
        remove: async () => {
            for (const alarm of await alarmsOfIt())
                await api(page, 'DELETE', `/alarming/alarms/${alarm.id}`);
            await api(page, 'DELETE', `/alarming/custom-alarms/${custom.body.id}`);
            await api(page, 'DELETE', `/devices/${device.id}`);
        },
    };
};

/** The number the tab's title leads with ("(9) Alarms – IoT Console"), 0 when none. */
export const titleCount = async (page: Page) =>
    Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);

/**
 * Hides or shows the tab as the browser does for a tab behind another (document.visibilityState
 * and the visibilitychange event; headless Chromium keeps every tab visible otherwise).
 */
export const setTabShown = (page: Page, shown: boolean) =>
    page.evaluate(on => {
        Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => (on ? 'visible' : 'hidden'),
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => !on });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, shown);

/** The product API requests the page sends from now on, as "METHOD path". */
export const recordApiCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
    });
    return calls;
};

/** The polite live region that says new alarms. */
export const liveRegion = (page: Page, text: RegExp) =>
    page.getByRole('status').filter({ hasText: text });

/** What the page did with the browser's alerts (see recordAlerts). */
export interface AlertRecord {
    asked: number;
    notices: { title: string; body?: string }[];
    tones: number;
}

/**
 * Records, from the page's start, each permission request (answered `answer`; the answer is
 * kept for the tab's later pages, as the browser keeps it), each notification and each tone
 * (an oscillator of Web Audio). The browser's own permission is granted by the test's context.
 */
export const recordAlerts = (page: Page, answer: NotificationPermission) =>
    page.addInitScript(answer => {
        const record: AlertRecord = { asked: 0, notices: [], tones: 0 };
        (window as unknown as { alerts: AlertRecord }).alerts = record;
        const Real = window.Notification;
        class Recorded extends Real {
            constructor(title: string, options?: NotificationOptions) {
                super(title, options);
                record.notices.push({ title, body: options?.body });
            }
            static override get permission() {
                return (sessionStorage.getItem('test.permission') ??
                    'default') as NotificationPermission;
            }
            static override async requestPermission() {
                record.asked++;
                sessionStorage.setItem('test.permission', answer);
                return answer;
            }
        }
        window.Notification = Recorded;
        const createOscillator = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function (this: AudioContext) {
            record.tones++;
            return createOscillator.call(this);
        };
    }, answer);

export const alertsOf = (page: Page) =>
    page.evaluate(() => (window as unknown as { alerts: AlertRecord }).alerts);
