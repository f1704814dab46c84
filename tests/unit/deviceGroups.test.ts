import { describe, expect, it } from 'vitest';
import { deviceGroups } from '../../resources/deviceGroups';
import {
    deviceGroupApiFields,
    deviceGroupPayload,
} from '../../resources/deviceGroups/deviceGroupPayload';
import {
    deviceTypeChoices,
    deviceTypeFromKey,
    deviceTypeKey,
    deviceTypeLabel,
} from '../../resources/deviceGroups/deviceTypes';
import { EXCLUDED_INTEGRATION_TYPES } from '../../resources/deviceGroups/multicast';
import type { DeviceGroup } from '../../resources/deviceGroups/types';

const details = { vendor: 'Milesight', deviceType: 'WS558', firmware: '1.0' };

describe('device types', () => {
    it('join vendor, device type and firmware for reading', () => {
        expect(deviceTypeLabel(details)).toBe('Milesight WS558 1.0');
        expect(deviceTypeLabel(null)).toBe('');
        expect(deviceTypeLabel({ vendor: 'X' })).toBe('X');
    });

    it('have a key that survives separators in the parts', () => {
        const odd = { vendor: 'A / B', deviceType: '"C"', firmware: '1 2' };
        expect(deviceTypeFromKey(deviceTypeKey(odd))).toEqual(odd);
        expect(deviceTypeFromKey('not a key')).toBeNull();
        expect(deviceTypeFromKey('[1,2,3]')).toBeNull();
    });

    it('offer the record own type when the supported list lacks it, once, sorted', () => {
        const other = { vendor: 'Abeeway', deviceType: 'Tracker', firmware: '2' };
        const choices = deviceTypeChoices([details, other, details], {
            vendor: 'Old',
            deviceType: 'Gone',
            firmware: '0',
        });
        expect(choices.map(choice => choice.name)).toEqual([
            'Abeeway Tracker 2',
            'Milesight WS558 1.0',
            'Old Gone 0',
        ]);
        expect(deviceTypeChoices([details], details)).toHaveLength(1);
    });
});

describe('the device group payload', () => {
    const values = {
        name: ' Street lamps north ',
        integrationId: '3',
        organizationId: '1',
        mapping: 101,
        details,
        groupDetails: {
            infoList: {
                nwAdr: '0123abcd',
                nwSKey: 'a'.repeat(32),
                appSKey: 'B'.repeat(32),
                mcDevEUI: 'C'.repeat(16),
                connectivityPlanId: 'plan',
                routingProfileId: 'profile',
                tag: 'north',
            },
        },
        typeLabel: 'client only',
    };

    it('has the create fields of the specification, ids as numbers, hex upper-cased', () => {
        expect(deviceGroupPayload(values, 'CHIRPSTACK_V4')).toEqual({
            name: 'Street lamps north',
            integrationId: 3,
            organizationId: 1,
            mapping: 101,
            details,
            groupDetails: {
                infoList: { nwAdr: '0123ABCD', nwSKey: 'A'.repeat(32), appSKey: 'B'.repeat(32) },
            },
        });
    });

    it('keeps the Swisscom fields for a Swisscom integration', () => {
        expect(deviceGroupPayload(values, 'SWISSCOM').groupDetails.infoList).toEqual({
            nwAdr: '0123ABCD',
            nwSKey: 'A'.repeat(32),
            appSKey: 'B'.repeat(32),
            mcDevEUI: 'C'.repeat(16),
            connectivityPlanId: 'plan',
            routingProfileId: 'profile',
            tag: 'north',
        });
    });

    it('sends no multicast keys for an MQTT or webhook integration (no LoRaWAN messages)', () => {
        for (const type of ['MQTT', 'WEBHOOK_DIGIMONDO']) {
            expect(deviceGroupPayload(values, type).groupDetails).toEqual({ infoList: {} });
        }
        for (const type of ['CHIRPSTACK_V3', 'CHIRPSTACK_V4', 'DIGIMONDO', 'ELEMENT']) {
            expect(Object.keys(deviceGroupPayload(values, type).groupDetails.infoList)).toEqual([
                'nwAdr',
                'nwSKey',
                'appSKey',
            ]);
        }
    });

    it('carries the id on an update', () => {
        expect(deviceGroupPayload({ ...values, id: 7 }, 'DIGIMONDO')).toMatchObject({
            id: 7,
            name: 'Street lamps north',
        });
    });

    it('sends the id as a number when the page has it as text', () => {
        expect(deviceGroupPayload({ ...values, id: '9' }, 'MQTT')).toMatchObject({ id: 9 });
    });

    it('leaves client-side values out of what the declaration sends', () => {
        expect(deviceGroupApiFields({ id: 1, name: 'x', typeLabel: 'y' })).toEqual({
            id: 1,
            name: 'x',
        });
        expect(deviceGroups.toPayload?.({ id: 1, typeLabel: 'y' })).toEqual({ id: 1 });
    });

    it('adds the joined type to records read from the API', () => {
        expect(deviceGroups.fromApi?.({ id: 1, details } as DeviceGroup)).toMatchObject({
            typeLabel: 'Milesight WS558 1.0',
        });
    });

    it('excludes REST integrations', () => {
        expect(EXCLUDED_INTEGRATION_TYPES).toEqual(['REST']);
    });
});
