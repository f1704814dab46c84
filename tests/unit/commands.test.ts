import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import { deviceApi } from '../../resources/devices/api';
import type { HttpClient, RequestOptions } from '../../src/api/transport/httpClient';
import { messageKind } from '../../resources/devices/commands/messageKind';
import {
    commandPayload,
    jsonPayload,
    loRaWanPayload,
} from '../../resources/devices/commands/payloads';
import {
    validateFPort,
    validateHexPayload,
    validateJsonPayload,
    validateUpdateInterval,
} from '../../resources/devices/commands/validators';

/** The English text of a message key, as the user reads it. */
const english = (key: string | undefined) =>
    key === undefined
        ? undefined
        : key
              .split('.')
              .reduce<unknown>(
                  (node, part) => (node as Record<string, unknown> | undefined)?.[part],
                  en,
              );

describe('fPort (specification section 5)', () => {
    it('is required', () => {
        for (const value of [undefined, null, '', '  ']) {
            expect(english(validateFPort(value))).toBe('fPort is required');
        }
    });

    it('must be greater than 0', () => {
        for (const value of [0, -1, '0', 'abc']) {
            expect(english(validateFPort(value))).toBe('fPort must be greater than 0');
        }
    });

    it('accepts a positive port', () => {
        expect(validateFPort(1)).toBeUndefined();
        expect(validateFPort('85')).toBeUndefined();
        expect(validateFPort(223)).toBeUndefined();
    });
});

describe('hex payload (specification section 5)', () => {
    it('is required', () => {
        expect(english(validateHexPayload(''))).toBe('Payload is required');
        expect(english(validateHexPayload(undefined))).toBe('Payload is required');
        expect(english(validateHexPayload(null))).toBe('Payload is required');
    });

    it('must be capitalized', () => {
        expect(english(validateHexPayload('0a1b'))).toBe('Payload must be capitalized');
        expect(english(validateHexPayload('zz'))).toBe('Payload must be capitalized');
    });

    it('must be hex with an even length', () => {
        expect(english(validateHexPayload('ABC'))).toBe('Payload must be valid hex');
        expect(english(validateHexPayload('0G'))).toBe('Payload must be valid hex');
        expect(english(validateHexPayload('01 02'))).toBe('Payload must be valid hex');
        expect(english(validateHexPayload('0X01'))).toBe('Payload must be valid hex');
    });

    it('accepts upper-case hex of even length', () => {
        expect(validateHexPayload('01')).toBeUndefined();
        expect(validateHexPayload('0A1B2C3D')).toBeUndefined();
    });
});

describe('JSON payload (specification section 5)', () => {
    it('is required', () => {
        expect(english(validateJsonPayload(''))).toBe('Payload is required');
        expect(english(validateJsonPayload(' \n'))).toBe('Payload is required');
        expect(english(validateJsonPayload(undefined))).toBe('Payload is required');
    });

    it('must be valid JSON', () => {
        expect(english(validateJsonPayload('{dim: 50}'))).toBe('Payload must be valid JSON');
        expect(english(validateJsonPayload('{"dim": 50'))).toBe('Payload must be valid JSON');
    });

    it('accepts JSON', () => {
        expect(validateJsonPayload('{"dim": 50}')).toBeUndefined();
        expect(validateJsonPayload('[1, 2]')).toBeUndefined();
    });
});

describe('update interval (specification sections 5 and 9)', () => {
    it('takes digits only', () => {
        for (const value of ['abc', '6o', '-60', '60.5', '1e3', '', undefined, null]) {
            expect(english(validateUpdateInterval(value))).toBe(
                'Only numbers are allowed as input',
            );
        }
    });

    it('is 0 or at least 60 seconds', () => {
        for (const value of [1, 59, '30']) {
            expect(english(validateUpdateInterval(value))).toBe('Minimum 60 seconds');
        }
        for (const value of [0, '0', 60, '60', 3600]) {
            expect(validateUpdateInterval(value)).toBeUndefined();
        }
    });
});

describe('command payloads (specification section 3)', () => {
    const properties = {
        level: { type: 'integer' as const, minimum: 0, maximum: 100 },
        ratio: { type: 'number' as const },
        on: { type: 'boolean' as const },
        mode: { type: 'string' as const, enum: ['AUTO', 'MANUAL'] },
        note: { type: 'string' as const },
    };

    it('builds a defined command as {intent, params}, typed by its properties', () => {
        expect(
            commandPayload('setDimLevel', properties, {
                level: '50',
                ratio: 0.5,
                on: true,
                mode: 'AUTO',
                note: 'night',
                other: 'left out',
            }),
        ).toEqual({
            intent: 'setDimLevel',
            params: { level: 50, ratio: 0.5, on: true, mode: 'AUTO', note: 'night' },
        });
    });

    it('leaves out empty parameters and gives a command without any an empty params', () => {
        expect(commandPayload('setDimLevel', properties, { level: '', note: null })).toEqual({
            intent: 'setDimLevel',
            params: {},
        });
        expect(commandPayload('reboot', undefined, undefined)).toEqual({
            intent: 'reboot',
            params: {},
        });
        expect(commandPayload('toggle', { on: { type: 'boolean' } }, { on: false })).toEqual({
            intent: 'toggle',
            params: { on: false },
        });
    });

    it('builds a LoRaWAN message as {fPort, hexPayload}', () => {
        expect(loRaWanPayload(2, '0A1B')).toEqual({ fPort: 2, hexPayload: '0A1B' });
        expect(loRaWanPayload('10', ' 0a1b ')).toEqual({ fPort: 10, hexPayload: '0A1B' });
    });

    it('builds an MQTT message as {payload} with the JSON parsed', () => {
        expect(jsonPayload('{"dim": 50, "on": true}')).toEqual({
            payload: { dim: 50, on: true },
        });
    });
});

describe('custom message by integration type (specification section 9)', () => {
    it('uses LoRaWAN messages for Swisscom, ChirpStack, Digimondo and Element', () => {
        for (const type of ['SWISSCOM', 'CHIRPSTACK_V3', 'CHIRPSTACK_V4', 'DIGIMONDO', 'ELEMENT']) {
            expect(messageKind(type)).toBe('lorawan');
        }
    });

    it('uses JSON for MQTT and supports nothing else', () => {
        expect(messageKind('MQTT')).toBe('json');
        expect(messageKind('REST')).toBe('unsupported');
        expect(messageKind('WEBHOOK_DIGIMONDO')).toBe('unsupported');
        expect(messageKind('')).toBe('unsupported');
    });

    it('says "Not supported" in English', () => {
        expect(english('devices.commands.not_supported')).toBe('Not supported');
        expect(english('devices.commands.sent')).toBe('Command sent');
        expect(english('devices.expert.no_messages')).toBe('No messages found');
    });
});

describe('sending commands (section 9: 1000 ms before commands)', () => {
    it('asks the httpClient for the command pause on custom messages and defined commands', async () => {
        const calls: { path: string; options?: RequestOptions }[] = [];
        const http = (async (path: string, options?: RequestOptions) => {
            calls.push({ path, options });
            return { id: 1, status: 'QUEUED' };
        }) as HttpClient;
        const api = deviceApi(http);
        await api.sendCustomMessage('devices', 7, { fPort: 2, hexPayload: '0A' });
        await api.sendDefinedCommand('device-groups', 3, { intent: 'reboot', params: {} });
        expect(calls).toEqual([
            {
                path: '/devices/7/send',
                options: { method: 'POST', body: { fPort: 2, hexPayload: '0A' }, pause: 1000 },
            },
            {
                path: '/device-groups/3/command',
                options: { method: 'POST', body: { intent: 'reboot', params: {} }, pause: 1000 },
            },
        ]);
    });
});
