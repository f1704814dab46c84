/**
 * Custom messages (issue 7, bad input): what the console's fields accept, the API takes, and
 * what they refuse the API refuses too, with the message of section 5. So a message the form
 * lets through never comes back as a 400 in the error window.
 */
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/devices.ts';
import {
    upperCaseInput,
    validateFPort,
    validateHexPayload,
    validateJsonPayload,
} from '../../resources/devices/commands/validators.ts';
import { parseCustomMessage } from '../../sandbox/api/downlinkInput.ts';

/** The English text of a console message key (devices.validation.*). */
const english = (key: string | undefined) =>
    key === undefined
        ? undefined
        : (en.devices.validation as Record<string, string>)[key.split('.').pop() as string];

/** What the API answers: undefined when it takes the message, else its error text. */
const apiAnswer = (type: 'CHIRPSTACK_V4' | 'MQTT', body: unknown) => {
    try {
        parseCustomMessage(type, body);
        return undefined;
    } catch (error) {
        return (error as Error).message;
    }
};

const HEX_CASES = [
    '',
    '   ',
    'A',
    'ABC',
    '0G',
    '0x0A',
    '0A 1B',
    ' 0A',
    '0A\n',
    'ÄA',
    '０１',
    '0a1b',
    '00',
    '0123456789ABCDEF',
    'FF'.repeat(242),
];

const FPORT_CASES: unknown[] = [null, '', 0, -1, 1.5, 1, 223, '85'];

const JSON_CASES = [
    '',
    ' \n',
    '{"dim": 50,}',
    "{'dim': 50}",
    '{dim: 50}',
    'NaN',
    '{"dim": NaN}',
    '42',
    '"on"',
    'true',
    'null',
    '{"dim": 50}',
    '{}',
    '[1, 2]',
    '[]',
];

describe('LoRaWAN custom message: console and API agree', () => {
    it.each(HEX_CASES)('hex payload %j', typed => {
        const value = upperCaseInput(typed);
        const shown = english(validateHexPayload(value));
        if (shown) {
            // What the form would send if it let the value through: the API refuses it too,
            // with the same words (blank text is "required" for the form, not for the API).
            const answer = apiAnswer('CHIRPSTACK_V4', { fPort: 1, hexPayload: value });
            if (value.trim()) expect(answer).toBe(shown);
            else expect(answer).toBeDefined();
        } else {
            // The form sends { fPort, hexPayload } (payloads.ts, loRaWanPayload).
            expect(apiAnswer('CHIRPSTACK_V4', { fPort: 1, hexPayload: value })).toBeUndefined();
        }
    });

    it.each(FPORT_CASES)('fPort %j', value => {
        const shown = english(validateFPort(value));
        const answer = apiAnswer('CHIRPSTACK_V4', {
            fPort: value === '' || value === null ? value : Number(value),
            hexPayload: '01',
        });
        if (shown) expect(answer).toBeDefined();
        else expect(answer).toBeUndefined();
    });
});

describe('MQTT custom message: console and API agree', () => {
    it.each(JSON_CASES)('payload %j', text => {
        const shown = english(validateJsonPayload(text));
        if (!shown) {
            // The form sends { payload: JSON.parse(text) } (payloads.ts, jsonPayload).
            expect(apiAnswer('MQTT', { payload: JSON.parse(text) })).toBeUndefined();
            return;
        }
        let parsed: unknown;
        try {
            parsed = JSON.parse(text);
        } catch {
            return; // Text that is not JSON cannot be sent at all.
        }
        expect(apiAnswer('MQTT', { payload: parsed })).toBeDefined();
    });
});
