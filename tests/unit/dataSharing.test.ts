import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataSharing } from '../../resources/dataSharing';
import { DEFAULT_SCRIPT } from '../../resources/dataSharing/defaultScript';
import {
    HEADER_KEY_CHARACTERS,
    HEADER_KEY_REQUIRED,
    headerKeyRule,
    headerRowsProblem,
    headersToRows,
    rowsToHeaders,
    secretFromRows,
} from '../../resources/dataSharing/headerRows';
import {
    dryRunPayload,
    sharingFormValues,
    sharingPayload,
} from '../../resources/dataSharing/sharingPayload';
import {
    afterTrialRun,
    hasPassed,
    initialTrialState,
    needsConfirmation,
} from '../../src/ui/scriptEditor/trialRun';
import {
    addressRule,
    mqttUserNameRule,
    protocolRule,
    deviceTypeRule,
} from '../../resources/dataSharing/validation';
import type { DataSharing } from '../../resources/dataSharing/types';

const deviceDetails = { vendor: 'Barani Design', deviceType: 'MeteoHelix', firmware: '3.2' };
/** The message key of the first rule that fails, or undefined. */
const firstError = (rules: Validator[], value: unknown) => {
    const error = rules.map(rule => rule(value, {}, {})).find(Boolean);
    return typeof error === 'object' && error !== null && 'message' in error
        ? (error as { message: string }).message
        : (error as string | undefined);
};

describe('header rows', () => {
    it('turn the API map into rows and back, trimmed, empty keys dropped', () => {
        const rows = headersToRows({ Authorization: 'Bearer x', 'X-Source': 'swm' });
        expect(rows).toEqual([
            { key: 'Authorization', value: 'Bearer x' },
            { key: 'X-Source', value: 'swm' },
        ]);
        expect(
            rowsToHeaders([...rows, { key: '  ', value: 'lost' }, { key: ' A ', value: ' b ' }]),
        ).toEqual({
            Authorization: 'Bearer x',
            'X-Source': 'swm',
            A: 'b',
        });
        expect(headersToRows(null)).toEqual([]);
    });

    it('block saving while a key is empty', () => {
        expect(headerRowsProblem([{ key: 'A', value: '1' }])).toBeUndefined();
        expect(headerRowsProblem([])).toBeUndefined();
        expect(headerRowsProblem(undefined)).toBeUndefined();
        expect(
            headerRowsProblem([
                { key: 'A', value: '1' },
                { key: '', value: '2' },
            ]),
        ).toBe(HEADER_KEY_REQUIRED);
        expect(headerRowsProblem([{ key: '   ', value: '' }])).toBe(HEADER_KEY_REQUIRED);
        expect(headerRowsProblem([{ value: 'no key' }])).toBe(HEADER_KEY_REQUIRED);
        expect(headerKeyRule('', {}, {})).toBe(HEADER_KEY_REQUIRED);
        expect(headerKeyRule(' ', {}, {})).toBe(HEADER_KEY_REQUIRED);
        expect(headerKeyRule('Accept', {}, {})).toBeUndefined();
        expect(headerKeyRule('X-Api_Key.1', {}, {})).toBeUndefined();
        expect(headerKeyRule('Bad Header', {}, {})).toBe(HEADER_KEY_CHARACTERS);
        expect(headerKeyRule('Bad:Header', {}, {})).toBe(HEADER_KEY_CHARACTERS);
    });

    it('give the Authorization value as the trial secret, whatever the case of its name', () => {
        expect(secretFromRows([{ key: 'authorization', value: ' Bearer t ' }])).toBe('Bearer t');
        expect(secretFromRows([{ key: 'X-Other', value: 'v' }])).toBeUndefined();
        expect(secretFromRows([{ key: 'Authorization', value: '' }])).toBeUndefined();
    });
});

describe('the data sharing payload', () => {
    const http = {
        name: ' Weather ',
        protocol: 'HTTP' as const,
        address: ' https://example.test/in ',
        deviceDetails,
        headerRows: [{ key: 'Authorization', value: 'Bearer t' }],
        mqttConfig: { userName: 'ignored', password: 'x', topic: 't' },
        script: DEFAULT_SCRIPT,
        deviceTypeLabel: 'client only',
    };

    it('has the create fields of the specification; HTTP sends headers and no MQTT settings', () => {
        expect(sharingPayload(http)).toEqual({
            name: 'Weather',
            script: DEFAULT_SCRIPT,
            protocol: 'HTTP',
            headers: { Authorization: 'Bearer t' },
            mqttConfig: null,
            address: 'https://example.test/in',
            deviceDetails,
        });
    });

    it('sends MQTT settings and no headers for MQTT', () => {
        expect(
            sharingPayload({
                ...http,
                protocol: 'MQTT',
                mqttConfig: { userName: ' bridge ', password: ' p ', topic: ' a/b ' },
            }),
        ).toMatchObject({
            protocol: 'MQTT',
            headers: {},
            mqttConfig: { userName: 'bridge', password: ' p ', topic: 'a/b' },
        });
    });

    it('is the whole record on an update: id and the deactivated flag too', () => {
        expect(sharingPayload({ ...http, id: 4, error: true })).toEqual({
            id: 4,
            name: 'Weather',
            script: DEFAULT_SCRIPT,
            protocol: 'HTTP',
            headers: { Authorization: 'Bearer t' },
            mqttConfig: null,
            address: 'https://example.test/in',
            deviceDetails,
            error: true,
        });
    });

    it('sends the id as a number when the page has it as text', () => {
        expect(sharingPayload({ ...http, id: '12' })).toMatchObject({ id: 12 });
    });

    it('falls back to the record headers and the username spelling when the form has none', () => {
        expect(
            sharingPayload({ protocol: 'HTTP', headers: { A: '1' }, deviceDetails }).headers,
        ).toEqual({ A: '1' });
        expect(
            sharingPayload({
                protocol: 'MQTT',
                mqttConfig: { username: 'old', password: '', topic: 't' },
            }).mqttConfig?.userName,
        ).toBe('old');
    });

    it('goes through the declaration for create and update', () => {
        expect(dataSharing.toPayload?.({ ...http, id: 2 })).toMatchObject({ id: 2, error: false });
        expect(dataSharing.fromApi?.({ id: 2, deviceDetails } as DataSharing)).toMatchObject({
            deviceTypeLabel: 'Barani Design MeteoHelix 3.2',
        });
    });

    it('edits records with headers as rows and MQTT settings always present', () => {
        expect(
            sharingFormValues({
                headers: { A: '1' },
                mqttConfig: null,
            }),
        ).toEqual({
            headerRows: [{ key: 'A', value: '1' }],
            mqttConfig: { userName: '', password: '', topic: '' },
        });
    });

    it('builds the trial run: HTTP with the Authorization secret, MQTT with user and password', () => {
        expect(dryRunPayload(http)).toEqual({
            script: DEFAULT_SCRIPT,
            protocol: 'HTTP',
            address: 'https://example.test/in',
            secret: 'Bearer t',
        });
        expect(dryRunPayload({ ...http, headerRows: [] })).toEqual({
            script: DEFAULT_SCRIPT,
            protocol: 'HTTP',
            address: 'https://example.test/in',
        });
        expect(
            dryRunPayload({
                ...http,
                protocol: 'MQTT',
                mqttConfig: { userName: 'u', password: 'p', topic: 't' },
            }),
        ).toEqual({
            script: DEFAULT_SCRIPT,
            protocol: 'MQTT',
            address: 'https://example.test/in',
            username: 'u',
            password: 'p',
        });
    });

    it('starts from a process function that returns the message', () => {
        expect(DEFAULT_SCRIPT).toContain('function process(message)');
        expect(new Function(`${DEFAULT_SCRIPT}; return process;`)()({ a: 1 })).toEqual({ a: 1 });
    });
});

describe('the trial-run success flag', () => {
    const script = 'function process(m) { return m; }';

    it('is off for a new script and on after a successful run of it', () => {
        const fresh = initialTrialState(null);
        expect(hasPassed(fresh, script)).toBe(false);
        expect(needsConfirmation(fresh, script)).toBe(true);
        const passed = afterTrialRun(fresh, script, true);
        expect(hasPassed(passed, script)).toBe(true);
        expect(needsConfirmation(passed, script)).toBe(false);
    });

    it('resets when the script is edited', () => {
        const passed = afterTrialRun(initialTrialState(null), script, true);
        expect(hasPassed(passed, `${script}\n// edited`)).toBe(false);
        expect(needsConfirmation(passed, `${script}\n// edited`)).toBe(true);
    });

    it('counts a stored script as passed until it is edited', () => {
        const stored = initialTrialState(script);
        expect(hasPassed(stored, script)).toBe(true);
        expect(hasPassed(stored, `${script} `)).toBe(false);
    });

    it('is not set by a failed run, and a failed run of the passed script clears it', () => {
        expect(hasPassed(afterTrialRun(initialTrialState(null), script, false), script)).toBe(
            false,
        );
        expect(hasPassed(afterTrialRun(initialTrialState(script), script, false), script)).toBe(
            false,
        );
    });

    it('ignores a late answer for a script that has been edited since', () => {
        const late = afterTrialRun(initialTrialState(null), 'old script', true);
        expect(hasPassed(late, script)).toBe(false);
        const failedOld = afterTrialRun(initialTrialState(script), 'old script', false);
        expect(hasPassed(failedOld, script)).toBe(true);
    });
});

describe('data sharing settings rules', () => {
    it('use the messages of the specification', () => {
        expect(firstError(protocolRule, '')).toBe(
            'resources.dataSharing.validation.protocol_required',
        );
        expect(firstError(deviceTypeRule, null)).toBe(
            'resources.dataSharing.validation.device_type_required',
        );
    });

    it('give the MQTT user name a shared rule', () => {
        expect(firstError(mqttUserNameRule, 'scada-bridge')).toBeUndefined();
        expect(firstError(mqttUserNameRule, 'ops@swm.example')).toBeUndefined();
        expect(firstError(mqttUserNameRule, '')).toBeTruthy();
        expect(firstError(mqttUserNameRule, 'a')).toBeTruthy();
        expect(firstError(mqttUserNameRule, 'a'.repeat(65))).toBeTruthy();
        expect(firstError(mqttUserNameRule, 'has space')).toBe(
            'resources.dataSharing.validation.user_name_characters',
        );
    });

    it('want an http(s) address for HTTP and a spaceless one for MQTT', () => {
        const check = (value: string, protocol: string) => {
            const error = addressRule.map(rule => rule(value, { protocol }, {})).find(Boolean);
            return typeof error === 'object' && error !== null && 'message' in error
                ? (error as { message: string }).message
                : error;
        };
        expect(check('https://a.example/x', 'HTTP')).toBeUndefined();
        expect(check('ftp://a.example', 'HTTP')).toBe(
            'resources.dataSharing.validation.http_address',
        );
        expect(check('mqtt://broker:1883', 'MQTT')).toBeUndefined();
        expect(check('broker 1883', 'MQTT')).toBe('resources.dataSharing.validation.mqtt_address');
        expect(check('', 'MQTT')).toBe('ra.validation.required');
    });
});
