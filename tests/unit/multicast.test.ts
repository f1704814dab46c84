import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
    HEX_FIELDS,
    HEX_LENGTH_MESSAGE,
    HEX_REQUIRED_MESSAGE,
    HEX_UPPER_CASE_MESSAGE,
    hasMulticastKeys,
    hexFieldsFor,
    hexRule,
    isUpperHexOfLength,
    multicastInfoFor,
    randomHex,
    upperCase,
} from '../../resources/deviceGroups/multicast';

/** Runs a react-admin validator on one value. */
const check = (rule: Validator, value: unknown) => rule(value, {}, {});

const lengthOf = (name: string) => HEX_FIELDS.find(field => field.name === name)?.length;

describe('multicast fields', () => {
    it('have the lengths of the specification: address 8, session keys 32, device EUI 16', () => {
        expect(lengthOf('nwAdr')).toBe(8);
        expect(lengthOf('nwSKey')).toBe(32);
        expect(lengthOf('appSKey')).toBe(32);
        expect(lengthOf('mcDevEUI')).toBe(16);
    });

    it('offer the device EUI only for Swisscom integrations', () => {
        expect(hexFieldsFor('CHIRPSTACK_V4').map(field => field.name)).toEqual([
            'nwAdr',
            'nwSKey',
            'appSKey',
        ]);
        expect(hexFieldsFor('SWISSCOM').map(field => field.name)).toEqual([
            'nwAdr',
            'nwSKey',
            'appSKey',
            'mcDevEUI',
        ]);
        expect(hexFieldsFor('ELEMENT').map(field => field.name)).toEqual([
            'nwAdr',
            'nwSKey',
            'appSKey',
        ]);
    });

    it('upper-cases what is typed', () => {
        expect(upperCase('ab12cdef')).toBe('AB12CDEF');
        expect(upperCase(undefined)).toBe('');
        expect(upperCase(null)).toBe('');
    });
});

describe('the hex rule', () => {
    const address = hexRule(8);

    it('accepts upper-case hex of exactly the length', () => {
        expect(check(address, '0123ABCD')).toBeUndefined();
        expect(check(hexRule(32), '0123456789ABCDEF0123456789ABCDEF')).toBeUndefined();
        expect(check(hexRule(16), 'FFFFFFFFFFFFFFFF')).toBeUndefined();
    });

    it('requires a value', () => {
        expect(check(address, '')).toBe(HEX_REQUIRED_MESSAGE);
        expect(check(address, undefined)).toBe(HEX_REQUIRED_MESSAGE);
    });

    it('rejects lower case', () => {
        expect(check(address, '0123abcd')).toBe(HEX_UPPER_CASE_MESSAGE);
    });

    it('rejects other lengths and characters, naming the length', () => {
        const tooShort = { message: HEX_LENGTH_MESSAGE, args: { length: 8 } };
        expect(check(address, '0123ABC')).toEqual(tooShort);
        expect(check(address, '0123ABCDE')).toEqual(tooShort);
        expect(check(address, '0123ABCG')).toEqual(tooShort);
        expect(check(address, '0123 ABC')).toEqual(tooShort);
        expect(isUpperHexOfLength('0X12ABCD', 8)).toBe(false);
    });
});

describe('random generators', () => {
    it('give upper-case hex of each field length', () => {
        for (const field of HEX_FIELDS) {
            for (let round = 0; round < 20; round++) {
                const value = randomHex(field.length);
                expect(value).toMatch(new RegExp(`^[0-9A-F]{${field.length}}$`));
                expect(check(hexRule(field.length), value)).toBeUndefined();
            }
        }
    });

    it('use crypto.getRandomValues by default', () => {
        const spy = vi.spyOn(crypto, 'getRandomValues');
        randomHex(32);
        expect(spy).toHaveBeenCalledWith(expect.any(Uint8Array));
        expect((spy.mock.calls[0][0] as Uint8Array).length).toBe(16);
        spy.mockRestore();
    });

    it('turn the random bytes into hex, two characters a byte', () => {
        const fixed = (bytes: Uint8Array<ArrayBuffer>) => {
            bytes.set([0x00, 0x0f, 0xa5, 0xff].slice(0, bytes.length));
            return bytes;
        };
        expect(randomHex(8, fixed)).toBe('000FA5FF');
    });

    it('do not repeat themselves', () => {
        const values = new Set(Array.from({ length: 50 }, () => randomHex(32)));
        expect(values.size).toBe(50);
    });
});

describe('the info list sent', () => {
    const info = {
        nwAdr: '0123abcd',
        nwSKey: 'A'.repeat(32),
        appSKey: 'B'.repeat(32),
        mcDevEUI: 'c'.repeat(16),
        connectivityPlanId: ' plan-1 ',
        routingProfileId: 'rp-2',
        tag: '',
    };

    it('keeps only the three common fields for other integrations, upper-cased', () => {
        expect(multicastInfoFor(info, 'CHIRPSTACK_V3')).toEqual({
            nwAdr: '0123ABCD',
            nwSKey: 'A'.repeat(32),
            appSKey: 'B'.repeat(32),
        });
    });

    it('is empty for integration types without LoRaWAN messages, which ask for no field', () => {
        for (const type of ['MQTT', 'WEBHOOK_DIGIMONDO', 'REST', undefined]) {
            expect(multicastInfoFor(info, type)).toEqual({});
            expect(hexFieldsFor(type)).toEqual([]);
            expect(hasMulticastKeys(type)).toBe(false);
        }
        for (const type of ['SWISSCOM', 'CHIRPSTACK_V3', 'CHIRPSTACK_V4', 'DIGIMONDO', 'ELEMENT']) {
            expect(hasMulticastKeys(type)).toBe(true);
            expect(hexFieldsFor(type).length).toBe(type === 'SWISSCOM' ? 4 : 3);
        }
    });

    it('adds the Swisscom fields for Swisscom, trimmed', () => {
        expect(multicastInfoFor(info, 'SWISSCOM')).toEqual({
            nwAdr: '0123ABCD',
            nwSKey: 'A'.repeat(32),
            appSKey: 'B'.repeat(32),
            mcDevEUI: 'C'.repeat(16),
            connectivityPlanId: 'plan-1',
            routingProfileId: 'rp-2',
            tag: '',
        });
    });
});
