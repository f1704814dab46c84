/** Custom alarms: records, validation, the dry run, and their evaluation on stored readings. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customAlarmsSettled } from '../../sandbox/alarming/evaluate.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient, type Json } from './support/apiClient.ts';
import { sleep, startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2']);
});

afterAll(() => sandbox?.close());

const ADMINS_ONLY = { message: 'Only admins of this organization may do this' };
const TEST_DATA =
    'const message = { "deviceId": "TC-RINGSTRASSE-01", "data": { "cars": 150, "bikes": 30 } };';
const CODE = `// The alarm is raised when the last expression is true.
function check(message) {
    return message.data.cars > 100;
}
check(message);
`;
const CUSTOM_ALARM = {
    title: 'Rush hour Ringstraße',
    description: 'More than 100 cars counted',
    alarmType: 'INFO',
    monitorId: 14,
    organizationId: 1,
    code: CODE,
    testData: TEST_DATA,
};

const create = async (body: Json = CUSTOM_ALARM) => {
    const response = await api.call('orgadmin', 'POST', '/alarming/custom-alarms', { body });
    expect(response.status).toBe(201);
    return response.body as Json;
};

describe('records', () => {
    test('the seeded "Hot weather station" watches the demo device', async () => {
        const { status, body } = await api.call('viewer', 'GET', '/alarming/custom-alarms');
        expect(status).toBe(200);
        expect(body).toEqual([
            {
                id: 1,
                title: 'Hot weather station',
                description: 'The temperature at Weather station Marktplatz is above 24 °C',
                alarmType: 'WARNING',
                monitorId: 13,
                organizationId: 1,
                code: expect.stringContaining('return message.data.temperature > 24;'),
                testData: expect.stringMatching(/^const message = \{/),
            },
        ]);
        expect((await api.call('viewer', 'GET', '/alarming/custom-alarms/1')).body).toEqual(
            body[0],
        );
        // its test data and script, joined as the console does, pass the dry run
        const { testData, code } = body[0];
        expect(
            await api.call('orgadmin', 'POST', '/alarming/custom-alarms/dryrun', {
                body: { code: `${testData}\n${code}` },
            }),
        ).toEqual({ status: 200, body: { result: true } });
    });

    test('scoping: other organizations 403, viewers cannot write', async () => {
        expect(await api.call('orgadmin', 'GET', '/alarming/custom-alarms/2')).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(
            (await api.call('orgadmin', 'GET', '/alarming/custom-alarms', { organization: 2 }))
                .status,
        ).toBe(403);
        const lagoVerde = await api.call('orgadmin2', 'GET', '/alarming/custom-alarms', {
            organization: 2,
        });
        expect(lagoVerde.body.map((a: Json) => [a.id, a.title, a.monitorId])).toEqual([
            [2, 'Municipio troppo caldo', 24],
        ]);
        expect(
            (await api.call('orgadmin', 'PATCH', '/alarming/custom-alarms/2', { body: {} })).status,
        ).toBe(403);
        expect((await api.call('orgadmin', 'DELETE', '/alarming/custom-alarms/2')).status).toBe(
            403,
        );

        const writes: [string, string, unknown][] = [
            ['POST', '/alarming/custom-alarms', CUSTOM_ALARM],
            ['PATCH', '/alarming/custom-alarms/1', { title: 'Hot' }],
            ['DELETE', '/alarming/custom-alarms/1', undefined],
            ['POST', '/alarming/custom-alarms/dryrun', { code: 'true' }],
        ];
        for (const [method, path, body] of writes) {
            expect(await api.call('viewer', method, path, { body })).toEqual({
                status: 403,
                body: ADMINS_ONLY,
            });
        }
        expect((await api.call('viewer', 'GET', '/alarming/custom-alarms/1')).body.title).toBe(
            'Hot weather station',
        );
    });

    test('create, update (PATCH any fields), remove', async () => {
        const created = await create();
        expect(created).toEqual({ id: expect.any(Number), ...CUSTOM_ALARM });
        const { id } = created;

        const patched = await api.call('orgadmin', 'PATCH', `/alarming/custom-alarms/${id}`, {
            body: {
                title: 'Busy Ringstraße',
                alarmType: 'WARNING',
                code: 'message.data.cars > 300;',
            },
        });
        const record = {
            ...created,
            title: 'Busy Ringstraße',
            alarmType: 'WARNING',
            code: 'message.data.cars > 300;',
        };
        expect(patched).toEqual({ status: 200, body: record });
        expect((await api.call('viewer', 'GET', `/alarming/custom-alarms/${id}`)).body).toEqual(
            record,
        );

        expect(await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${id}`)).toEqual({
            status: 200,
            body: { id },
        });
        expect((await api.call('orgadmin', 'GET', `/alarming/custom-alarms/${id}`)).status).toBe(
            404,
        );
    });

    test.each([
        [{ title: '' }, 'Title is required'],
        [{ description: undefined }, 'Description is required'],
        [{ alarmType: 'ERROR' }, 'Alarm type must be one of FAILURE, WARNING, INFO'],
        [{ alarmType: undefined }, 'Alarm type is required'],
        [{ monitorId: 21 }, 'Device 21 not found'],
        [{ monitorId: 9999 }, 'Device 9999 not found'],
        [{ monitorId: undefined }, 'monitorId is required'],
        [{ code: ' ' }, 'Script is required'],
        [{ organizationId: 2 }, 'organizationId 2 does not match the organization header (1)'],
    ])('400 for %o', async (change, message) => {
        expect(
            await api.call('orgadmin', 'POST', '/alarming/custom-alarms', {
                body: { ...CUSTOM_ALARM, ...change },
            }),
        ).toEqual({ status: 400, body: { message } });
    });

    test('saving parses the script but does not run it', async () => {
        const response = await api.call('orgadmin', 'POST', '/alarming/custom-alarms', {
            body: { ...CUSTOM_ALARM, code: 'function check( {' },
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/^The script is not valid JavaScript: SyntaxError: /);
        const started = Date.now();
        const looping = await create({ ...CUSTOM_ALARM, code: 'while (true) {}', monitorId: 17 });
        expect(Date.now() - started).toBeLessThan(900);
        const patch = await api.call('orgadmin', 'PATCH', `/alarming/custom-alarms/${looping.id}`, {
            body: { code: 'throw new Error(' },
        });
        expect(patch.status).toBe(400);
        expect(patch.body.message).toMatch(/^The script is not valid JavaScript: /);
        await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${looping.id}`);
    });
});

describe('the dry run', () => {
    const dryRun = (code: unknown) =>
        api.call('orgadmin', 'POST', '/alarming/custom-alarms/dryrun', { body: { code } });

    test('the value of the last expression, as JSON', async () => {
        expect(await dryRun(`${TEST_DATA}\n${CODE}`)).toEqual({
            status: 200,
            body: { result: true },
        });
        expect((await dryRun(`${TEST_DATA}\nmessage.data.cars < 100;`)).body).toEqual({
            result: false,
        });
        expect((await dryRun(`${TEST_DATA}\n({ cars: message.data.cars });`)).body).toEqual({
            result: { cars: 150 },
        });
        expect((await dryRun('let x = 1;')).body).toEqual({ result: null });
    });

    test('a script that throws, loops, does not parse, or is missing', async () => {
        expect(await dryRun(`${TEST_DATA}\nmessage.data.wind.speed > 3;`)).toEqual({
            status: 400,
            body: {
                message:
                    "The script failed: TypeError: cannot read property 'speed' of undefined (line 2)",
            },
        });
        expect(await dryRun('throw new Error("no data");')).toEqual({
            status: 400,
            body: { message: 'The script failed: no data (line 1)' },
        });
        const started = Date.now();
        expect(await dryRun('while (true) {}')).toEqual({
            status: 400,
            body: { message: 'The script took longer than 1 s' },
        });
        expect(Date.now() - started).toBeLessThan(5000);
        const syntax = await dryRun(`${TEST_DATA}\nfunction check( {`);
        expect(syntax.status).toBe(400);
        expect(syntax.body.message).toMatch(/^The script is not valid JavaScript: SyntaxError: /);
        expect(await dryRun('')).toEqual({ status: 400, body: { message: 'Script is required' } });
        expect(await dryRun(42)).toEqual({ status: 400, body: { message: 'Script is required' } });
        expect(await dryRun(null)).toEqual({
            status: 400,
            body: { message: 'Script is required' },
        });
        expect(
            await api.call('orgadmin', 'POST', '/alarming/custom-alarms/dryrun', { body: [] }),
        ).toEqual({ status: 400, body: { message: 'Request body must be a JSON object' } });
    });
});

describe('evaluation on readings', () => {
    const uplink = async (address: string, body: unknown) => {
        const started = Date.now();
        const response = await fetch(`${sandbox.appUrl}/smartcity/uplink/${address}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
        });
        expect(response.status).toBe(202);
        return Date.now() - started;
    };
    const uplinkTo = (reading: unknown) =>
        uplink('smartInterface/TC-RINGSTRASSE-01/key/swm-smartinterface-2024', reading);
    const ringstrasse = (cars: number) => uplinkTo({ cars, bikes: 3 });
    const alarmsOf = async (customAlarmId: number) =>
        (await api.call('orgadmin', 'GET', '/alarming/alarms')).body.filter(
            (a: Json) => a.customAlarmId === customAlarmId,
        );

    test('true raises one ACTIVE alarm, false moves it to INACTIVE, true raises a new one', async () => {
        // the script sees the reading in the sample uplink's shape
        const custom = await create({
            ...CUSTOM_ALARM,
            code: `message.deviceId === 'TC-RINGSTRASSE-01' && message.name === 'Traffic counter Ringstraße' &&
message.organizationId === 1 && message.integrationId === 3 && message.tags.join() === 'external' &&
message.details.vendor === 'Telraam' && message.timestamp > 1.7e12 && message.data.cars > 100;`,
        });
        expect(await alarmsOf(custom.id)).toEqual([]);

        await ringstrasse(150);
        await customAlarmsSettled(sandbox.db);
        const [raised, ...others] = await alarmsOf(custom.id);
        expect(others).toEqual([]);
        expect(raised).toEqual({
            id: expect.any(Number),
            timestamp: expect.any(Number),
            type: 'INFO',
            title: 'Rush hour Ringstraße',
            description: 'More than 100 cars counted',
            state: 'ACTIVE',
            serviceId: null,
            organizationId: 1,
            customAlarmId: custom.id,
        });

        // quick readings in a row: still one alarm
        await Promise.all([ringstrasse(160), ringstrasse(170), ringstrasse(180)]);
        await customAlarmsSettled(sandbox.db);
        expect(await alarmsOf(custom.id)).toEqual([raised]);

        await ringstrasse(20);
        await customAlarmsSettled(sandbox.db);
        expect(await alarmsOf(custom.id)).toEqual([{ ...raised, state: 'INACTIVE' }]);
        await ringstrasse(30);
        await customAlarmsSettled(sandbox.db);
        expect(await alarmsOf(custom.id)).toEqual([{ ...raised, state: 'INACTIVE' }]);

        // three quick true readings with no alarm open: one new alarm, not three
        await Promise.all([ringstrasse(500), ringstrasse(510), ringstrasse(520)]);
        await customAlarmsSettled(sandbox.db);
        const again = await alarmsOf(custom.id);
        expect(again.map((a: Json) => a.state)).toEqual(['INACTIVE', 'ACTIVE']);
        expect(again[1].id).toBeGreaterThan(raised.id);
        await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${custom.id}`);
    });

    test('readings are judged in the order they came, one at a time', async () => {
        // a true reading with a slow run, then quickly a false one with a quick run: the runs
        // are queued per custom alarm, so the alarm is raised first and then moved to INACTIVE
        const custom = await create({
            ...CUSTOM_ALARM,
            code: `const until = Date.now() + message.data.busyMs;
while (Date.now() < until) {}
message.data.cars > 100;`,
        });
        // the second is posted once the first was answered, while the first one's run goes on
        await uplinkTo({ cars: 150, busyMs: 400 });
        await uplinkTo({ cars: 20, busyMs: 0 });
        await customAlarmsSettled(sandbox.db);
        expect((await alarmsOf(custom.id)).map((a: Json) => a.state)).toEqual(['INACTIVE']);
        await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${custom.id}`);
    });

    test('an acknowledged alarm does not keep a new one from being raised', async () => {
        const custom = await create({ ...CUSTOM_ALARM, code: 'message.data.cars > 100;' });
        await ringstrasse(150);
        await customAlarmsSettled(sandbox.db);
        const [raised] = await alarmsOf(custom.id);
        await api.call('orgadmin', 'PATCH', `/alarming/alarms/${raised.id}`, {
            body: { id: raised.id, state: 'ACKNOWLEDGED' },
        });
        await ringstrasse(150);
        await customAlarmsSettled(sandbox.db);
        expect((await alarmsOf(custom.id)).map((a: Json) => a.state)).toEqual([
            'ACKNOWLEDGED',
            'ACTIVE',
        ]);
        await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${custom.id}`);
    });

    test('webhook readings too; the alarm comes from the device’s service', async () => {
        const custom = await create({
            ...CUSTOM_ALARM,
            alarmType: 'FAILURE',
            monitorId: 20,
            code: 'message.data.temperature > 30;',
        });
        await uplink('digimondo/DGM-GEWERBE-01/key/swm-digimondo-webhook', { temperature: 33 });
        await customAlarmsSettled(sandbox.db);
        expect(await alarmsOf(custom.id)).toEqual([
            expect.objectContaining({ type: 'FAILURE', state: 'ACTIVE', serviceId: 103 }),
        ]);
        await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${custom.id}`);
    });

    test('a script that fails or loops raises nothing and never delays the uplink', async () => {
        const throwing = await create({ ...CUSTOM_ALARM, code: 'message.data.wind.speed > 3;' });
        const looping = await create({ ...CUSTOM_ALARM, code: 'while (true) {}' });
        const ms = await ringstrasse(150);
        expect(ms).toBeLessThan(500);
        await customAlarmsSettled(sandbox.db);
        expect(await alarmsOf(throwing.id)).toEqual([]);
        expect(await alarmsOf(looping.id)).toEqual([]);
        for (const { id } of [throwing, looping]) {
            await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${id}`);
        }
    });

    test('custom alarms of other devices are not run', async () => {
        const other = await create({ ...CUSTOM_ALARM, monitorId: 17, code: 'true;' });
        await ringstrasse(150);
        await customAlarmsSettled(sandbox.db);
        expect(await alarmsOf(other.id)).toEqual([]);
        await api.call('orgadmin', 'DELETE', `/alarming/custom-alarms/${other.id}`);
    });

    test('the demo device’s readings run "Hot weather station"', async () => {
        const demo = await startTestSandbox({ demoUplinkMs: 200 });
        try {
            const demoApi = await apiClient(demo, ['orgadmin']);
            // make the seeded custom alarm true whatever the time of day
            expect(
                (
                    await demoApi.call('orgadmin', 'PATCH', '/alarming/custom-alarms/1', {
                        body: {
                            code: 'message.deviceId === "WS-MARKTPLATZ-01" && message.data.temperature > -100;',
                        },
                    })
                ).status,
            ).toBe(200);
            let hot: Json[] = [];
            for (let i = 0; i < 50 && hot.length === 0; i += 1) {
                await sleep(200);
                hot = (await demoApi.call('orgadmin', 'GET', '/alarming/alarms')).body.filter(
                    (a: Json) => a.customAlarmId === 1 && a.state === 'ACTIVE',
                );
            }
            expect(hot).toEqual([
                expect.objectContaining({
                    title: 'Hot weather station',
                    type: 'WARNING',
                    serviceId: 103,
                    state: 'ACTIVE',
                }),
            ]);
        } finally {
            await demo.close();
        }
    });
});
