/** 100,000 devices: the bulk test control and the time GET /devices takes for them. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;
let token: string;
const run = promisify(execFile);

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['orgadmin']);
    token = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin')).access_token;
});

afterAll(() => sandbox?.close());

/** A client in a process of its own: it times one GET and saves the body to a file. */
const CLIENT = `
const http = require('node:http');
const fs = require('node:fs');
const [url, token, file] = process.argv.slice(1);
const started = performance.now();
http.get(url, { headers: { authorization: 'Bearer ' + token, 'x-organization-id': '1' } }, response => {
    const chunks = [];
    response.on('data', chunk => chunks.push(chunk));
    response.on('end', () => {
        const ms = performance.now() - started;
        fs.writeFileSync(file, Buffer.concat(chunks));
        console.log(JSON.stringify({ status: response.statusCode, ms }));
    });
});`;

/**
 * GET /api/devices as the console asks for it: the time until the whole body has arrived,
 * measured by a separate client process (so the test's own reading does not count).
 */
async function timedDeviceList(): Promise<{ ms: number; bytes: Buffer }> {
    const file = path.join(sandbox.config.dataDir, 'devices.json');
    const { stdout } = await run(process.execPath, [
        '-e',
        CLIENT,
        `${sandbox.appUrl}/api/devices?size=1000000`,
        token,
        file,
    ]);
    const { status, ms } = JSON.parse(stdout) as { status: number; ms: number };
    expect(status).toBe(200);
    return { ms, bytes: fs.readFileSync(file) };
}

describe('100,000 devices', () => {
    test('inserted by the bulk control in a few seconds, listed in well under a second, removed again', async () => {
        const started = performance.now();
        const created = await api.control('POST', '/devices/bulk', {
            organizationId: 1,
            count: 100_000,
        });
        const insertMs = performance.now() - started;
        expect(created).toEqual({
            status: 201,
            body: { created: 100_000, organizationId: 1, integrationId: 1, ms: expect.any(Number) },
        });
        expect(insertMs).toBeLessThan(10_000);

        // The first request builds the list; later ones get it again until something changes.
        const runs = [await timedDeviceList(), await timedDeviceList()];
        const [cold, warm] = runs.map(run => Math.round(run.ms)) as [number, number];
        const megabytes = (runs[0]!.bytes.length / 1e6).toFixed(1);
        console.log(
            `[bulk] insert of 100,000 devices: ${Math.round(insertMs)} ms; GET /devices (${megabytes} MB): first ${cold} ms, then ${warm} ms`,
        );
        expect(cold).toBeLessThan(5000); // about 0.3 s on an idle machine; generous for busy CI
        expect(warm).toBeLessThan(1000);

        const devices = JSON.parse(runs[0]!.bytes.toString('utf8')) as Record<string, unknown>[];
        expect(devices).toHaveLength(100_020);
        expect(devices[20]).toEqual({
            id: expect.any(Number),
            name: 'Generated device 000001',
            description: 'Generated for load tests',
            deviceId: expect.stringMatching(/^GEN-1-\w+-000001$/),
            integrationId: 1,
            organizationId: 1,
            mapping: null,
            tags: ['external'],
            isTSD: false,
            isEnabled: true,
            lastSeen: null,
            updateInterval: 0,
            location: 'Test field 1',
            details: expect.objectContaining({ vendor: expect.any(String) }),
        });
        // licensed tags stay disabled, so the seeded licence facts hold
        const enabledLighting = devices.filter(
            d => (d.tags as string[]).includes('lighting') && d.isEnabled,
        );
        expect(enabledLighting).toHaveLength(1);
        expect((await api.call('orgadmin', 'GET', '/devices/1')).status).toBe(200);

        expect(await api.control('DELETE', '/devices/bulk?organizationId=1')).toEqual({
            status: 200,
            body: { deleted: 100_000 },
        });
        expect((await api.call('orgadmin', 'GET', '/devices')).body).toHaveLength(20);
    });

    test('bad requests', async () => {
        expect(
            (await api.control('POST', '/devices/bulk', { organizationId: 1, count: 0 })).status,
        ).toBe(400);
        expect(
            (await api.control('POST', '/devices/bulk', { organizationId: 99, count: 1 })).status,
        ).toBe(404);
        expect(
            await api.control('POST', '/devices/bulk', {
                organizationId: 1,
                count: 1,
                integrationId: 7,
            }),
        ).toEqual({ status: 404, body: { message: 'Integration 7 not found in organization 1' } });
        expect(await api.control('DELETE', '/devices/bulk')).toEqual({
            status: 200,
            body: { deleted: 0 },
        });
    });
});
