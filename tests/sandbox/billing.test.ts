/** The billing back end: its sign-in (billing token), account, packages and subscriptions. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import type { DemoUser, Json } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { decodeJwt, sleep, startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
const tokens = new Map<DemoUser, string>();
/** A billing token of organization 1 (musterstadt) and of organization 2 (lagoverde). */
let billing1: string;
let billing2: string;

const NEEDS_TOKEN = { message: 'A valid billing token is required' };
const ADMINS_ONLY = { message: 'Only admins of this organization may do this' };
const WRONG_LOGIN = { message: 'Wrong billing username or password' };

interface Options {
    organization?: number;
    billingToken?: string;
    body?: unknown;
}

async function call(
    user: DemoUser,
    method: string,
    path: string,
    { organization = 1, billingToken, body }: Options = {},
): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = {
        authorization: `Bearer ${tokens.get(user)}`,
        'x-organization-id': String(organization),
    };
    if (billingToken !== undefined) headers['x-billing-token'] = billingToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${sandbox.appUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${sandbox.appUrl}/__sandbox${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
};

const signIn = async (
    user: DemoUser,
    organization: number,
    username: string,
    password = username,
) => call(user, 'POST', '/billing/token', { organization, body: { username, password } });

/** Calendar arithmetic written independently of the sandbox's (UTC, the 31st clamped). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
function monthsFrom(day: string, months: number): string {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const first = new Date(Date.UTC(y, m - 1 + months, 1));
    const last = new Date(
        Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
    ).getUTCDate();
    first.setUTCDate(Math.min(d, last));
    return isoDay(first);
}
const dayBefore = (day: string) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
const TODAY = () => isoDay(new Date());

beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2'] as DemoUser[]) {
        tokens.set(user, (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, user)).access_token);
    }
    billing1 = (await signIn('orgadmin', 1, 'musterstadt')).body.access_token;
    billing2 = (await signIn('orgadmin2', 2, 'lagoverde')).body.access_token;
});

afterAll(() => sandbox?.close());

describe('POST /billing/token', () => {
    test('the right billing login gives a 30-minute HS256 token of the organization', async () => {
        const { status, body } = await signIn('orgadmin', 1, 'musterstadt');
        expect(status).toBe(200);
        expect(body).toEqual({
            access_token: expect.any(String),
            token_type: 'Bearer',
            expires_in: 1800,
        });
        const header = JSON.parse(
            Buffer.from(body.access_token.split('.')[0], 'base64url').toString('utf8'),
        );
        expect(header.alg).toBe('HS256');
        const claims = decodeJwt(body.access_token);
        expect(claims).toMatchObject({ sub: 'musterstadt', organizationId: 1 });
        expect((claims.exp as number) - (claims.iat as number)).toBe(1800);
        expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(5);
    });

    test('wrong password, unknown user and another organization’s login are 401 (the billing provider refuses)', async () => {
        expect(await signIn('orgadmin', 1, 'musterstadt', 'wrong')).toEqual({
            status: 401,
            body: WRONG_LOGIN,
        });
        expect(await signIn('orgadmin', 1, 'nobody')).toEqual({ status: 401, body: WRONG_LOGIN });
        expect(await signIn('sysadmin', 1, 'lagoverde')).toEqual({
            status: 401,
            body: WRONG_LOGIN,
        });
        expect(await signIn('sysadmin', 2, 'musterstadt')).toEqual({
            status: 401,
            body: WRONG_LOGIN,
        });
        const other = await signIn('sysadmin', 2, 'lagoverde');
        expect(other.status).toBe(200);
        expect(decodeJwt(other.body.access_token)).toMatchObject({
            sub: 'lagoverde',
            organizationId: 2,
        });
    });

    test('the organization rules come first; a viewer may sign in (it writes nothing)', async () => {
        expect((await signIn('orgadmin2', 1, 'musterstadt')).status).toBe(403);
        const viewer = await signIn('viewer', 1, 'musterstadt');
        expect(viewer.status).toBe(200);
        const missing = await call('orgadmin', 'POST', '/billing/token', { body: {} });
        expect(missing).toEqual({ status: 400, body: { message: 'username is required' } });
        // The schema of the sign-in (BillingLogin).
        expect(
            await call('orgadmin', 'POST', '/billing/token', {
                body: { username: 'musterstadt', password: 5 },
            }),
        ).toEqual({ status: 400, body: { message: 'password must be a string' } });
        expect(
            await call('orgadmin', 'POST', '/billing/token', {
                body: { username: 'm'.repeat(256), password: 'x' },
            }),
        ).toEqual({
            status: 400,
            body: { message: 'username must be at most 255 characters long' },
        });
        expect(await call('orgadmin', 'POST', '/billing/token', { body: 'musterstadt' })).toEqual({
            status: 400,
            body: { message: 'Request body must be a JSON object' },
        });
    });

    test('the ttl control shortens new tokens; expired ones are refused; DELETE restores', async () => {
        expect(await control('POST', '/billing/ttl', { seconds: 1 })).toEqual({
            status: 200,
            body: { seconds: 1 },
        });
        const short = await signIn('orgadmin', 1, 'musterstadt');
        expect(short.body.expires_in).toBe(1);
        const claims = decodeJwt(short.body.access_token);
        expect((claims.exp as number) - (claims.iat as number)).toBe(1);
        await sleep(2100);
        expect(
            await call('orgadmin', 'GET', '/billing/account', {
                billingToken: short.body.access_token,
            }),
        ).toEqual({ status: 403, body: NEEDS_TOKEN });
        expect(await control('POST', '/billing/ttl', { seconds: 0 })).toMatchObject({
            status: 400,
        });
        expect(await control('DELETE', '/billing/ttl')).toEqual({
            status: 200,
            body: { seconds: 1800 },
        });
        expect((await signIn('orgadmin', 1, 'musterstadt')).body.expires_in).toBe(1800);
    });
});

describe('every billing call needs a valid billing token of its organization', () => {
    const CALLS: [string, string, unknown?][] = [
        ['GET', '/billing/account'],
        ['PATCH', '/billing/account', { firstName: 'Eva' }],
        ['GET', '/billing/packages'],
        ['GET', '/billing/subscriptions'],
        ['POST', '/billing/subscriptions', { packageId: 501, quantity: 1 }],
        ['DELETE', '/billing/subscriptions/1'],
    ];

    test.each(CALLS)(
        '%s %s: 403 without, with garbage, with another organization’s token',
        async (method, path, body) => {
            for (const billingToken of [undefined, '', 'not-a-jwt', billing2, `${billing1}x`]) {
                expect(await call('sysadmin', method, path, { billingToken, body })).toEqual({
                    status: 403,
                    body: NEEDS_TOKEN,
                });
            }
        },
    );

    test('a token signed with another secret is refused', async () => {
        const [header, payload] = billing1.split('.');
        const forged = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
        expect(
            await call('orgadmin', 'GET', '/billing/packages', { billingToken: forged }),
        ).toEqual({ status: 403, body: NEEDS_TOKEN });
    });

    test('GET /billing/licences stays open without a billing token', async () => {
        const { status, body } = await call('viewer', 'GET', '/billing/licences');
        expect(status).toBe(200);
        expect(body).toEqual({ '1386962': 3, '1386964': 2, '1386966': 0, '1386968': 1 });
    });

    test('reads with a valid token answer 200, also with the Bearer prefix and for viewers', async () => {
        for (const path of ['/billing/account', '/billing/packages', '/billing/subscriptions']) {
            expect((await call('viewer', 'GET', path, { billingToken: billing1 })).status).toBe(
                200,
            );
            expect(
                (await call('orgadmin', 'GET', path, { billingToken: `Bearer ${billing1}` }))
                    .status,
            ).toBe(200);
        }
    });

    test('viewers may not write, even with a billing token', async () => {
        const writes: [string, string, unknown?][] = [
            ['PATCH', '/billing/account', { firstName: 'Eva' }],
            ['POST', '/billing/subscriptions', { packageId: 501, quantity: 1 }],
            ['DELETE', '/billing/subscriptions/1'],
        ];
        for (const [method, path, body] of writes) {
            expect(await call('viewer', method, path, { billingToken: billing1, body })).toEqual({
                status: 403,
                body: ADMINS_ONLY,
            });
        }
    });
});

describe('the billing account', () => {
    const SEED_1 = {
        companyName: 'Stadtwerke Musterstadt GmbH',
        firstName: 'Erika',
        lastName: 'Muster',
        address: {
            street: 'Hauptstraße',
            houseNumber: '1',
            postalCode: '12345',
            city: 'Musterstadt',
            country: 'DE',
        },
    };

    test('the seed of both organizations', async () => {
        expect(
            await call('orgadmin', 'GET', '/billing/account', { billingToken: billing1 }),
        ).toEqual({ status: 200, body: SEED_1 });
        expect(
            await call('orgadmin2', 'GET', '/billing/account', {
                organization: 2,
                billingToken: billing2,
            }),
        ).toEqual({
            status: 200,
            body: {
                companyName: 'Comune di Lago Verde',
                firstName: 'Giulia',
                lastName: 'Bianchi',
                address: {
                    street: 'Via Roma',
                    houseNumber: '5',
                    postalCode: '22100',
                    city: 'Lago Verde',
                    country: 'IT',
                },
            },
        });
    });

    test('PATCH changes the given fields and merges the address', async () => {
        const patched = await call('orgadmin', 'PATCH', '/billing/account', {
            billingToken: billing1,
            body: { lastName: 'Mustermann', address: { city: 'Neustadt', country: 'at' } },
        });
        const expected = {
            ...SEED_1,
            lastName: 'Mustermann',
            address: { ...SEED_1.address, city: 'Neustadt', country: 'AT' },
        };
        expect(patched).toEqual({ status: 200, body: expected });
        expect(
            (await call('orgadmin', 'GET', '/billing/account', { billingToken: billing1 })).body,
        ).toEqual(expected);
        await call('orgadmin', 'PATCH', '/billing/account', {
            billingToken: billing1,
            body: SEED_1,
        });
    });

    test.each([
        [{ companyName: '' }, 'companyName is required'],
        [{ firstName: '  ' }, 'firstName is required'],
        [{ address: { street: 7 } }, 'street must be a string'],
        [{ lastName: 'L'.repeat(256) }, 'lastName must be at most 255 characters long'],
        [
            { city: 'Neustadt', address: { city: 'Neu\u202Estadt' } },
            'city must not hold bidirectional control characters (U+202A–202E, U+2066–2069)',
        ],
        [{ address: { country: 49 } }, 'Country must be a two-letter country code'],
        [{ address: { postalCode: '' } }, 'postalCode is required'],
        [{ address: { country: 'DEU' } }, 'Country must be a two-letter country code'],
        [{ address: { country: 'D1' } }, 'Country must be a two-letter country code'],
        [{ address: 'Hauptstraße 1' }, 'address must be an object'],
    ])('PATCH %j → 400 %s, nothing stored', async (body, message) => {
        expect(
            await call('orgadmin', 'PATCH', '/billing/account', { billingToken: billing1, body }),
        ).toEqual({ status: 400, body: { message } });
        expect(
            (await call('orgadmin', 'GET', '/billing/account', { billingToken: billing1 })).body,
        ).toEqual(SEED_1);
    });

    test('a field sent as null counts as left out: it keeps its value (decision 0063)', async () => {
        expect(
            await call('orgadmin', 'PATCH', '/billing/account', {
                billingToken: billing1,
                body: { address: { street: null } },
            }),
        ).toEqual({ status: 200, body: SEED_1 });
    });
});

describe('packages and subscriptions', () => {
    const PACKAGE_IDS = [501, 502, 503, 504, 511, 512, 521, 531, 532];
    const packages = async (organization = 1, billingToken = billing1) =>
        (await call('sysadmin', 'GET', '/billing/packages', { organization, billingToken }))
            .body as Json[];
    const booked = async (id: number, organization = 1, billingToken = billing1) =>
        (await packages(organization, billingToken)).find(p => p.id === id).bookedQuantity;
    const licences = async () => (await call('orgadmin', 'GET', '/billing/licences')).body;

    test('the packages on sale, with organization 1’s running booked quantity', async () => {
        const list = await packages();
        expect(list.map(p => p.id)).toEqual(PACKAGE_IDS);
        expect(list[0]).toEqual({
            id: 501,
            smartServiceId: 'smart-lighting',
            sapNumber: 'SAP-SLS-S',
            bookedQuantity: 1,
            specifications: expect.arrayContaining([expect.any(String)]),
            licenceTypeId: '1386962',
            licencesPerUnit: 10,
            contractPeriodYears: 1,
        });
        const by = Object.fromEntries(list.map(p => [p.id, p]));
        expect(
            Object.fromEntries(
                list.map(p => [
                    p.sapNumber,
                    [p.smartServiceId, p.licenceTypeId, p.licencesPerUnit],
                ]),
            ),
        ).toEqual({
            'SAP-SLS-S': ['smart-lighting', '1386962', 10],
            'SAP-SLS-M': ['smart-lighting', '1386962', 50],
            'SAP-SLS-SEG': ['smart-lighting', '1386964', 10],
            'SAP-SLS-CTRL': ['smart-lighting', '1386968', 1],
            'SAP-SVS-S': ['smart-valve', null, 0],
            'SAP-SVS-M': ['smart-valve', null, 0],
            'SAP-STS-S': ['traffic-monitoring', null, 0],
            'SAP-SES-S': ['environmental-monitoring', null, 0],
            'SAP-SES-M': ['environmental-monitoring', null, 0],
        });
        // Contract periods of 1, 5 and 10 years (product specification section 9), one per package.
        expect(Object.fromEntries(list.map(p => [p.id, p.contractPeriodYears]))).toEqual({
            501: 1,
            502: 5,
            503: 10,
            504: 1,
            511: 1,
            512: 5,
            521: 1,
            531: 1,
            532: 10,
        });
        // 511 × 2 is cancelled: it no longer counts.
        expect(by[511].bookedQuantity).toBe(0);
        expect((await packages(2, billing2)).map(p => p.bookedQuantity)).toEqual(
            PACKAGE_IDS.map(() => 0),
        );
    });

    test('the seed subscriptions: 501 × 1 running for 18 months, 511 × 2 cancelled', async () => {
        const today = TODAY();
        const running = monthsFrom(today, -18);
        const cancelled = monthsFrom(today, -9);
        const { status, body } = await call('viewer', 'GET', '/billing/subscriptions', {
            billingToken: billing1,
        });
        expect(status).toBe(200);
        expect(body).toEqual([
            {
                id: 1,
                bookedPackageId: 501,
                quantity: 1,
                internalOrderId: 'SWM-PO-1001',
                startDate: running,
                endDate: null,
                smartServiceId: 'smart-lighting',
            },
            {
                id: 2,
                bookedPackageId: 511,
                quantity: 2,
                internalOrderId: 'SWM-PO-1002',
                startDate: cancelled,
                endDate: dayBefore(monthsFrom(cancelled, 12)),
                smartServiceId: 'smart-valve',
            },
        ]);
        expect(
            (
                await call('orgadmin2', 'GET', '/billing/subscriptions', {
                    organization: 2,
                    billingToken: billing2,
                })
            ).body,
        ).toEqual([]);
    });

    test.each([0, -1, 1.5, 'abc', '', null, undefined])(
        'quantity %j → 400, nothing booked',
        async quantity => {
            expect(
                await call('orgadmin', 'POST', '/billing/subscriptions', {
                    billingToken: billing1,
                    body: { packageId: 502, quantity, sendNoConfirmationMail: false },
                }),
            ).toEqual({ status: 400, body: { message: 'Quantity must be greater than 0' } });
            expect(await booked(502)).toBe(0);
        },
    );

    test.each([
        [{ packageId: 502, quantity: 100_001 }, 'Quantity must be at most 100000'],
        [{ packageId: 'five', quantity: 1 }, 'packageId must be a positive integer'],
        [{ quantity: 1 }, 'packageId is required'],
        // Numbers are numbers (decision 0067): digit strings are no longer read as numbers.
        [{ packageId: '502', quantity: 1 }, 'packageId must be a positive integer'],
        [{ packageId: 502, quantity: '3' }, 'Quantity must be greater than 0'],
        [
            { packageId: 502, quantity: 1, sendNoConfirmationMail: 'no' },
            'sendNoConfirmationMail must be true or false',
        ],
        [
            { packageId: 502, quantity: 1, internalOrderId: 'PO\u0000' },
            'internalOrderId must not hold NUL or other control characters',
        ],
        [
            { packageId: 502, quantity: 1, internalOrderId: 'P'.repeat(256) },
            'internalOrderId must be at most 255 characters long',
        ],
        [
            { packageId: 502, quantity: 1, organizationId: 2 },
            'organizationId 2 does not match the organization header (1)',
        ],
    ])('booking %j → 400 %s, nothing booked', async (body, message) => {
        expect(
            await call('orgadmin', 'POST', '/billing/subscriptions', {
                billingToken: billing1,
                body,
            }),
        ).toEqual({ status: 400, body: { message } });
        expect(await booked(502)).toBe(0);
    });

    test('an unknown package → 400', async () => {
        expect(
            await call('orgadmin', 'POST', '/billing/subscriptions', {
                billingToken: billing1,
                body: { packageId: 999, quantity: 1 },
            }),
        ).toEqual({ status: 400, body: { message: 'Package 999 not found' } });
    });

    test('booking raises the licences by quantity × licencesPerUnit and the booked quantity', async () => {
        const before = await licences();
        const { status, body } = await call('orgadmin', 'POST', '/billing/subscriptions', {
            billingToken: billing1,
            body: {
                packageId: 502,
                quantity: 2,
                sendNoConfirmationMail: false,
                internalOrderId: 'PO 2026/17',
            },
        });
        expect(status).toBe(201);
        expect(body).toEqual({
            id: 3,
            bookedPackageId: 502,
            quantity: 2,
            internalOrderId: 'PO 2026/17',
            startDate: TODAY(),
            endDate: null,
            smartServiceId: 'smart-lighting',
        });
        expect(await licences()).toEqual({ ...before, '1386962': before['1386962'] + 100 });
        expect(await booked(502)).toBe(2);

        // A second package of another licence type, and one without licences.
        await call('orgadmin', 'POST', '/billing/subscriptions', {
            billingToken: billing1,
            body: { packageId: 504, quantity: 3 },
        });
        await call('orgadmin', 'POST', '/billing/subscriptions', {
            billingToken: billing1,
            body: { packageId: 531, quantity: 4, internalOrderId: null },
        });
        expect(await licences()).toEqual({
            ...before,
            '1386962': before['1386962'] + 100,
            '1386968': before['1386968'] + 3,
        });
        expect([await booked(504), await booked(531)]).toEqual([3, 4]);
        const list = (
            await call('orgadmin', 'GET', '/billing/subscriptions', { billingToken: billing1 })
        ).body;
        expect(
            list.map((s: Json) => [s.id, s.bookedPackageId, s.quantity, s.internalOrderId]),
        ).toEqual([
            [1, 501, 1, 'SWM-PO-1001'],
            [2, 511, 2, 'SWM-PO-1002'],
            [3, 502, 2, 'PO 2026/17'],
            [4, 504, 3, ''],
            [5, 531, 4, ''],
        ]);
        // Another organization's bookings and licences are its own.
        expect(await booked(502, 2, billing2)).toBe(0);
    });

    test('cancel: the end of the running contract period, 409 the second time', async () => {
        const today = TODAY();
        // 502 runs for 5 years at a time: booked today, it ends 5 years less a day later.
        const fresh = await call('orgadmin', 'DELETE', '/billing/subscriptions/3', {
            billingToken: billing1,
        });
        expect(fresh).toEqual({
            status: 200,
            body: expect.objectContaining({
                id: 3,
                bookedPackageId: 502,
                startDate: today,
                endDate: dayBefore(monthsFrom(today, 60)),
            }),
        });
        expect(await booked(502)).toBe(0);
        // 531 runs for a year at a time.
        const yearly = await call('orgadmin', 'DELETE', '/billing/subscriptions/5', {
            billingToken: billing1,
        });
        expect(yearly.body).toMatchObject({
            bookedPackageId: 531,
            endDate: dayBefore(monthsFrom(today, 12)),
        });

        const seeded = await call('sysadmin', 'DELETE', '/billing/subscriptions/1', {
            billingToken: billing1,
        });
        // Started 18 months ago: in its second contract year, which ends 24 months after the start.
        expect(seeded.status).toBe(200);
        expect(seeded.body.endDate).toBe(dayBefore(monthsFrom(monthsFrom(today, -18), 24)));
        expect(await booked(501)).toBe(0);

        const licencesAfter = await licences();
        for (const id of [1, 2, 3, 5]) {
            expect(
                await call('orgadmin', 'DELETE', `/billing/subscriptions/${id}`, {
                    billingToken: billing1,
                }),
            ).toEqual({
                status: 409,
                body: { message: `Subscription ${id} is already cancelled` },
            });
        }
        // The licences stay until the end date.
        expect(await licences()).toEqual(licencesAfter);
    });

    test('another organization’s subscription is 403, an unknown one 404', async () => {
        expect(
            await call('orgadmin2', 'DELETE', '/billing/subscriptions/4', {
                organization: 2,
                billingToken: billing2,
            }),
        ).toEqual({ status: 403, body: { message: 'No access to this organization' } });
        expect(
            await call('orgadmin', 'DELETE', '/billing/subscriptions/9999', {
                billingToken: billing1,
            }),
        ).toEqual({ status: 404, body: { message: 'Subscription 9999 not found' } });
        expect(
            (
                await call('orgadmin', 'GET', '/billing/subscriptions', { billingToken: billing1 })
            ).body.find((s: Json) => s.id === 4).endDate,
        ).toBeNull();
    });

    test('the reset control reseeds subscriptions and forgets the ttl', async () => {
        await control('POST', '/billing/ttl', { seconds: 5 });
        expect((await control('POST', '/reset')).status).toBe(200);
        // The signing secret is new: old billing tokens no longer work.
        expect(
            await call('orgadmin', 'GET', '/billing/subscriptions', { billingToken: billing1 }),
        ).toEqual({ status: 403, body: NEEDS_TOKEN });
        const again = await signIn('orgadmin', 1, 'musterstadt');
        expect(again.body.expires_in).toBe(1800);
        billing1 = again.body.access_token;
        const list = (
            await call('orgadmin', 'GET', '/billing/subscriptions', { billingToken: billing1 })
        ).body;
        expect(list.map((s: Json) => s.id)).toEqual([1, 2]);
    });
});
