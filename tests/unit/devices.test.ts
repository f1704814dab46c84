import { describe, expect, it } from 'vitest';
import { applyListParams } from '../../src/api/lists/listQuery';
import { devices } from '../../resources/devices';
import {
    normalizeDiagnosis,
    formatMessageValue,
    messageTime,
} from '../../resources/devices/diagnosis';
import { DEVICE_TAGS, tagOptions } from '../../resources/devices/tags';
import { deviceTypeLabel } from '../../resources/devices/typeLabel';
import { toUpdatePayload } from '../../resources/devices/updatePayload';
import type { LabelledDevice } from '../../resources/devices/fromApi';
import type { Device } from '../../resources/devices/types';

const LAMP = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };
const CLIMATE = { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' };

describe('device type label', () => {
    it('joins vendor, device type and firmware with spaces', () => {
        expect(
            deviceTypeLabel({ vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' }),
        ).toBe('Milesight EM300-TH 1.2');
    });

    it('leaves out missing or empty parts', () => {
        expect(deviceTypeLabel({ vendor: 'Milesight', deviceType: '', firmware: '1.2' })).toBe(
            'Milesight 1.2',
        );
        expect(deviceTypeLabel({ vendor: ' Acme ', deviceType: 'X' })).toBe('Acme X');
        expect(deviceTypeLabel(undefined)).toBe('');
        expect(deviceTypeLabel(null)).toBe('');
    });

    it('is added to every record read from the API, so the list sorts and searches by it', () => {
        const record = devices.fromApi!({
            id: 1,
            name: 'CO2 Schule',
            deviceId: 'A81758FFFE03AB12',
            details: { vendor: 'Elsys', deviceType: 'ERS', firmware: '2.0' },
        } as Device);
        expect(record.typeLabel).toBe('Elsys ERS 2.0');
        expect(record.name).toBe('CO2 Schule');
    });

    it('makes the search find a device by name, device ID or type in any case', () => {
        const records = [
            { id: 1, name: 'Streetlight 1', deviceId: '70B3D57ED0000001', details: LAMP },
            { id: 2, name: 'Climate Rathaus', deviceId: '70B3D57ED0000002', details: CLIMATE },
        ].map(record => devices.fromApi!(record as Device));
        const found = (search: string) =>
            applyListParams(records, { filter: { q: search } }, devices.searchFields).data.map(
                record => record.id,
            );
        expect(found('streetLIGHT')).toEqual([1]);
        expect(found('0000002')).toEqual([2]);
        expect(found('milesight em300')).toEqual([2]);
        expect(found('owlet')).toEqual([1]);
        expect(found('nothing')).toEqual([]);
    });
});

describe('tag options by integration (specification section 9)', () => {
    it('offers external and environment for REST and webhook integrations', () => {
        expect(tagOptions('REST')).toEqual(['external', 'environment']);
        expect(tagOptions('WEBHOOK_DIGIMONDO')).toEqual(['external', 'environment']);
    });

    it('offers every tag for the other integrations', () => {
        const all = ['external', 'lighting', 'light-segment', 'valve', 'environment', 'traffic'];
        for (const type of [
            'CHIRPSTACK_V3',
            'CHIRPSTACK_V4',
            'MQTT',
            'SWISSCOM',
            'DIGIMONDO',
            'ELEMENT',
        ]) {
            expect(tagOptions(type)).toEqual(all);
        }
        expect(tagOptions(undefined)).toEqual(all);
        expect([...DEVICE_TAGS]).toEqual(all);
    });
});

describe('diagnosis messages', () => {
    it('reads {timestamp, value} and sorts newest first', () => {
        const messages = normalizeDiagnosis([
            { timestamp: 1_000, value: '{"temperature":20.5}' },
            { timestamp: 3_000, value: '{"temperature":21}' },
            { timestamp: 2_000, value: '{"humidity":40}' },
        ]);
        expect(messages.map(message => message.time)).toEqual([3_000, 2_000, 1_000]);
        expect(messages[0].value).toBe('{\n  "temperature": 21\n}');
    });

    it('reads {value, time.epochSecond} as seconds', () => {
        const messages = normalizeDiagnosis([
            { time: { epochSecond: 1_700_000_000 }, value: '{"a":1}' },
            { time: { epochSecond: 1_700_000_100, nano: 500_000_000 }, value: '{"a":2}' },
        ]);
        expect(messages.map(message => message.time)).toEqual([
            1_700_000_100_500, 1_700_000_000_000,
        ]);
        expect(messages[1].value).toBe('{\n  "a": 1\n}');
    });

    it('mixes both shapes in one order', () => {
        const messages = normalizeDiagnosis([
            { time: { epochSecond: 2 }, value: '"old"' },
            { timestamp: 5_000, value: '"new"' },
        ]);
        expect(messages.map(message => message.value)).toEqual(['"new"', '"old"']);
    });

    it('accepts numeric and ISO timestamps given as text', () => {
        expect(messageTime({ timestamp: '1500' })).toBe(1500);
        expect(messageTime({ timestamp: '2024-01-02T03:04:05.000Z' })).toBe(
            Date.UTC(2024, 0, 2, 3, 4, 5),
        );
        expect(messageTime({ timestamp: 'soon' })).toBeNull();
        expect(messageTime({})).toBeNull();
    });

    it('puts messages without a time last', () => {
        const messages = normalizeDiagnosis([{ value: '1' }, { timestamp: 10, value: '2' }]);
        expect(messages.map(message => message.time)).toEqual([10, null]);
    });

    it('shows a value that is not JSON as it came, and objects as JSON', () => {
        expect(formatMessageValue('not json')).toBe('not json');
        expect(formatMessageValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
        expect(formatMessageValue(null)).toBe('');
    });

    it('is empty for anything but a list', () => {
        expect(normalizeDiagnosis(undefined)).toEqual([]);
        expect(normalizeDiagnosis({ timestamp: 1 })).toEqual([]);
        expect(normalizeDiagnosis([])).toEqual([]);
    });
});

describe('update payload (specification section 7)', () => {
    const device: LabelledDevice = {
        id: 7,
        name: 'Street light 7',
        description: 'Corner of Hauptstraße',
        deviceId: 'A1B2C3D4E5F60007',
        integrationId: 1,
        organizationId: 1,
        mapping: 101,
        tags: ['lighting'],
        isTSD: true,
        isEnabled: true,
        lastSeen: 1_700_000_000_000,
        updateInterval: 600,
        location: '48.1, 11.5',
        details: { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' },
        typeLabel: 'Milesight EM300-TH 1.2',
    };

    it('sends exactly the fields of the update', () => {
        expect(toUpdatePayload(device)).toEqual({
            id: 7,
            name: 'Street light 7',
            description: 'Corner of Hauptstraße',
            integrationId: 1,
            organizationId: 1,
            details: { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' },
            location: '48.1, 11.5',
            deviceId: 'A1B2C3D4E5F60007',
            mapping: 101,
            tags: ['lighting'],
            isTSD: true,
            updateInterval: 600,
        });
    });

    it('is the body the dataProvider sends for an update', () => {
        expect(devices.toPayload!({ ...device, id: '7' })).toEqual(toUpdatePayload(device));
    });

    it('sends ids as numbers, no service as null and the interval as a number', () => {
        const payload = toUpdatePayload({
            ...device,
            id: '7',
            mapping: null,
            updateInterval: '120' as unknown as number,
            description: null,
            location: null,
        });
        expect(payload).toMatchObject({
            id: 7,
            mapping: null,
            updateInterval: 120,
            description: '',
            location: '',
        });
    });
});
