/**
 * Malformed payloads (issue 7): the custom message fields of device and device group commands
 * (fPort, hex payload, JSON payload) and the multicast hex fields of device groups, each fed
 * through what the input does (its parse) and its validator, with the message of section 5.
 */
import type { ValidationErrorMessage } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { hexRule, HEX_FIELDS, upperCase } from '../../resources/deviceGroups/multicast';
import { jsonPayload, loRaWanPayload } from '../../resources/devices/commands/payloads';
import {
    upperCaseInput,
    validateFPort,
    validateHexPayload,
    validateJsonPayload,
} from '../../resources/devices/commands/validators';
import { shown } from './shownMessage';

const REQUIRED = 'Payload is required';
const HEX = 'Payload must be valid hex';
const JSON_MESSAGE = 'Payload must be valid JSON';

/** What the hex payload input shows for typed text. */
const typedHex = (text: string) => shown(validateHexPayload(upperCaseInput(text)));

describe('hex payload: typed text', () => {
    it.each<[string, string, string | undefined]>([
        ['empty', '', REQUIRED],
        ['spaces only', '   ', REQUIRED],
        ['a tab only', '\t', REQUIRED],
        ['odd length', 'ABC', HEX],
        ['one digit', 'A', HEX],
        ['a non-hex letter', '0G', HEX],
        ['a non-hex sign', '0A-1B', HEX],
        ['spaces between bytes', '0A 1B', HEX],
        ['a leading space', ' 0A1B', HEX],
        ['a trailing space', '0A1B ', HEX],
        ['a trailing line break', '0A1B\n', HEX],
        ['a 0x prefix', '0x0A1B', HEX],
        ['a \\x escape', '\\x0A', HEX],
        ['Base64', 'AQID', HEX],
        ['full-width digits', '０１', HEX],
        ['an umlaut', 'ÄA', HEX],
        ['a NUL character', '0A\u0000B', HEX],
        ['emoji', '0A😀', HEX],
        ['lower case, upper-cased by the input', '0a1b', undefined],
        ['mixed case, upper-cased by the input', 'aB0c', undefined],
        ['one byte', '00', undefined],
        ['every hex digit', '0123456789ABCDEF', undefined],
        ['242 bytes (the longest LoRaWAN payload)', 'FF'.repeat(242), undefined],
    ])('%s', (_, text, message) => {
        expect(typedHex(text)).toBe(message);
    });

    it('has no upper bound of its own: a 1 MB payload is checked at once, not refused', () => {
        expect(typedHex('AB'.repeat(512 * 1024))).toBeUndefined();
        expect(typedHex(`${'AB'.repeat(512 * 1024)}A`)).toBe(HEX);
    });

    it('refuses lower case that did not come through the input', () => {
        expect(shown(validateHexPayload('0a'))).toBe('Payload must be capitalized');
        expect(shown(validateHexPayload('0A0b'))).toBe('Payload must be capitalized');
    });

    it('sends the payload as typed, in upper case', () => {
        expect(loRaWanPayload('2', upperCaseInput('0a1b') as string)).toEqual({
            fPort: 2,
            hexPayload: '0A1B',
        });
    });
});

describe('fPort', () => {
    it.each<[string, unknown, string | undefined]>([
        ['empty', '', 'fPort is required'],
        ['nothing (a cleared number input)', null, 'fPort is required'],
        ['zero', 0, 'fPort must be greater than 0'],
        ['negative', -5, 'fPort must be greater than 0'],
        ['not a number', Number.NaN, 'fPort must be greater than 0'],
        ['minus infinity', -Infinity, 'fPort must be greater than 0'],
        ['a fraction', 2.5, 'Must be a whole number'],
        ['infinity', Infinity, 'Must be a whole number'],
        ['one', 1, undefined],
        ['223 (the last application port)', 223, undefined],
        ['digits as text', '10', undefined],
    ])('%s', (_, value, message) => {
        expect(shown(validateFPort(value))).toBe(message);
    });
});

describe('JSON payload', () => {
    it.each<[string, string, string | undefined]>([
        ['empty', '', REQUIRED],
        ['whitespace only', ' \n\t ', REQUIRED],
        ['a trailing comma in an object', '{"dim": 50,}', JSON_MESSAGE],
        ['a trailing comma in an array', '[1, 2,]', JSON_MESSAGE],
        ['single quotes', "{'dim': 50}", JSON_MESSAGE],
        ['unquoted keys', '{dim: 50}', JSON_MESSAGE],
        ['bare words', 'dim 50', JSON_MESSAGE],
        ['a bare word value', '{"on": yes}', JSON_MESSAGE],
        ['NaN', '{"dim": NaN}', JSON_MESSAGE],
        ['Infinity', '{"dim": Infinity}', JSON_MESSAGE],
        ['a comment', '{"dim": 50 /* percent */}', JSON_MESSAGE],
        ['a hexadecimal number', '{"dim": 0x32}', JSON_MESSAGE],
        ['an unclosed object', '{"dim": 50', JSON_MESSAGE],
        ['two objects', '{"a": 1}{"b": 2}', JSON_MESSAGE],
        ['text after the object', '{"a": 1} x', JSON_MESSAGE],
        ['a byte order mark', '\uFEFF{"a": 1}', JSON_MESSAGE],
        ['a raw line break in a string', '{"a": "x\ny"}', JSON_MESSAGE],
        ['undefined', 'undefined', JSON_MESSAGE],
        ['a number', '42', JSON_MESSAGE],
        ['a string', '"on"', JSON_MESSAGE],
        ['true', 'true', JSON_MESSAGE],
        ['null', 'null', JSON_MESSAGE],
        [
            'nesting deeper than the parser goes',
            `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
            JSON_MESSAGE,
        ],
        ['an object', '{"dim": 50}', undefined],
        ['an empty object', '{}', undefined],
        ['an array', '[{"dim": 50}]', undefined],
        ['an empty array', '[]', undefined],
        ['whitespace around an object', '\n  {"dim": 50}  \n', undefined],
        ['unicode escapes and nesting', '{"a": {"b": ["\\u00e9", 1.5e3, false, null]}}', undefined],
    ])('%s', (_, text, message) => {
        expect(shown(validateJsonPayload(text))).toBe(message);
    });

    it('sends what it accepted, parsed', () => {
        expect(jsonPayload('\n {"dim": 50, "on": true} ')).toEqual({
            payload: { dim: 50, on: true },
        });
    });
});

describe('multicast hex fields', () => {
    for (const field of HEX_FIELDS) {
        const { length } = field;
        const LENGTH = `Must be exactly ${length} hexadecimal characters (0-9, A-F)`;
        const typed = (text: string) =>
            // The hex rule answers at once (it returns no promise).
            shown(hexRule(length)(upperCase(text), {}, {}) as ValidationErrorMessage | undefined);

        it.each<[string, string, string | undefined]>([
            ['empty', '', 'Required'],
            ['one short', '0'.repeat(length - 1), LENGTH],
            ['one long', '0'.repeat(length + 1), LENGTH],
            ['twice as long', '0'.repeat(length * 2), LENGTH],
            ['spaces only', ' '.repeat(length), LENGTH],
            ['a space inside', `${'0'.repeat(length / 2 - 1)} ${'0'.repeat(length / 2)}`, LENGTH],
            ['a 0x prefix', `0x${'0'.repeat(length - 2)}`, LENGTH],
            ['a non-hex letter', `${'0'.repeat(length - 1)}G`, LENGTH],
            ['a dash', `${'0'.repeat(length - 1)}-`, LENGTH],
            ['lower case, upper-cased by the input', 'ab'.repeat(length / 2), undefined],
            ['upper case', 'F'.repeat(length), undefined],
        ])(`${field.name}: %s`, (_, text, message) => {
            expect(typed(text)).toBe(message);
        });
    }
});
