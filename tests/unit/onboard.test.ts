import { describe, expect, it } from 'vitest';
import {
    deviceIdKey,
    generateDeviceId,
    GENERIC_DEVICE_ID,
    isValidDeviceId,
    knownDeviceIds,
    randomUuid,
} from '../../resources/devices/deviceIds';
import { deviceTypesOf, firmwaresOf, vendorsOf } from '../../resources/devices/deviceTypes';
import { functionOptions, isRestIntegration } from '../../resources/devices/integrationTypes';
import {
    onboardableDevices,
    providerOnboardDevices,
    restOnboardDevice,
    reportedTypes,
    sharedDetails,
} from '../../resources/devices/onboarding/onboardPayload';
import { onboardRequest } from '../../resources/devices/onboarding/onboardRequest';

const details = { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' };
const values = {
    integrationId: 3,
    name: ' Weather station Nord ',
    ...details,
    tag: 'environment',
    mapping: '103',
};

describe('onboarding payloads (spec section 7)', () => {
    it('makes one device with the generated id for REST and webhook integrations', () => {
        for (const type of ['REST', 'WEBHOOK_DIGIMONDO'] as const) {
            const body = onboardRequest(values, {
                integration: { id: 3, name: 'Smart Interface', type },
                organizationId: 1,
                generatedId: 'c0ffee00-0000-4000-8000-000000000001',
                selected: [{ deviceId: 'ignored', name: 'ignored' }],
            });
            expect(body).toEqual({
                deviceList: [
                    {
                        name: 'Weather station Nord',
                        tags: ['environment'],
                        integrationId: 3,
                        mapping: 103,
                        organizationId: 1,
                        deviceId: 'c0ffee00-0000-4000-8000-000000000001',
                        details,
                    },
                ],
            });
            expect(Object.keys(body!.deviceList[0] as object)).toEqual([
                'name',
                'tags',
                'integrationId',
                'mapping',
                'organizationId',
                'deviceId',
                'details',
            ]);
        }
    });

    it('makes each selected provider device, with id null and the provider name, for other integrations', () => {
        const body = onboardRequest(
            { ...values, integrationId: 1, tag: 'lighting', mapping: '' },
            {
                integration: { id: 1, name: 'ChirpStack', type: 'CHIRPSTACK_V4' },
                organizationId: 1,
                selected: [
                    {
                        deviceId: '70B3D57ED0000901',
                        name: 'Lamp A',
                        details: { vendor: 'x', deviceType: 'y', firmware: 'z' },
                    },
                    { deviceId: '70B3D57ED0000902', name: 'Lamp B' },
                ],
            },
        );
        expect(body).toEqual({
            deviceList: ['Lamp A', 'Lamp B'].map((name, index) => ({
                id: null,
                deviceId: `70B3D57ED000090${index + 1}`,
                name,
                tags: ['lighting'],
                integrationId: 1,
                mapping: null,
                organizationId: 1,
                details,
            })),
        });
        expect(Object.keys(body!.deviceList[0] as object)).toEqual([
            'id',
            'deviceId',
            'name',
            'tags',
            'integrationId',
            'mapping',
            'organizationId',
            'details',
        ]);
    });

    it('sends nothing without a name, a generated id or a selection', () => {
        const rest = { id: 3, name: 'REST', type: 'REST' as const };
        expect(
            onboardRequest(
                { ...values, name: ' ' },
                { integration: rest, organizationId: 1, generatedId: 'x', selected: [] },
            ),
        ).toBeNull();
        expect(
            onboardRequest(values, { integration: rest, organizationId: 1, selected: [] }),
        ).toBeNull();
        expect(
            onboardRequest(values, {
                integration: { id: 1, name: 'C', type: 'MQTT' },
                organizationId: 1,
                selected: [],
            }),
        ).toBeNull();
    });

    it('sends nothing for provider devices of different types (one type would be wrong for some)', () => {
        expect(
            onboardRequest(values, {
                integration: { id: 1, name: 'C', type: 'CHIRPSTACK_V4' },
                organizationId: 1,
                selected: [
                    { deviceId: '70B3D57ED0000904', name: 'Climate', details },
                    {
                        deviceId: '70B3D57ED0000905',
                        name: 'CO2',
                        details: { vendor: 'Elsys', deviceType: 'ERS CO2', firmware: '2.1' },
                    },
                ],
            }),
        ).toBeNull();
    });

    it('builds the same shapes from the payload builders', () => {
        const choice = { integrationId: 2, organizationId: 5, tag: 'valve', mapping: 102, details };
        expect(restOnboardDevice(choice, 'Valve', 'id-1')).toMatchObject({
            name: 'Valve',
            deviceId: 'id-1',
            tags: ['valve'],
            mapping: 102,
        });
        expect(providerOnboardDevices(choice, [])).toEqual([]);
    });
});

describe('provider devices to onboard', () => {
    it('leaves out the deviceIds the organization knows, ignoring case', () => {
        const known = knownDeviceIds([{ deviceId: '70B3D57ED0000111' }, { deviceId: 'ws-1' }]);
        const unboarded = [
            { deviceId: '70b3d57ed0000111', name: 'known' },
            { deviceId: '70B3D57ED0000999', name: 'new' },
            { deviceId: 'WS-1', name: 'known too' },
        ];
        expect(onboardableDevices(unboarded, known).map(device => device.name)).toEqual(['new']);
    });

    it('suggests the details the selected devices share', () => {
        expect(
            sharedDetails([
                { deviceId: 'a', name: 'a', details },
                { deviceId: 'b', name: 'b', details: { ...details } },
            ]),
        ).toEqual(details);
        expect(
            sharedDetails([
                { deviceId: 'a', name: 'a', details },
                { deviceId: 'b', name: 'b' },
            ]),
        ).toBeUndefined();
        expect(sharedDetails([])).toBeUndefined();
    });

    it('lists the different types the provider reports, to refuse a mix', () => {
        const climate = { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' };
        const co2 = { vendor: 'Elsys', deviceType: 'ERS CO2', firmware: '2.1' };
        expect(
            reportedTypes([
                { deviceId: 'a', name: 'a', details: climate },
                { deviceId: 'b', name: 'b', details: co2 },
                { deviceId: 'c', name: 'c', details: { ...climate, vendor: 'milesight ' } },
                { deviceId: 'd', name: 'd' },
            ]),
        ).toEqual([climate, co2]);
        expect(reportedTypes([{ deviceId: 'a', name: 'a', details: climate }])).toEqual([climate]);
    });
});

describe('generated deviceIds', () => {
    it('are UUIDs that the organization does not know', () => {
        const known = new Set(['11111111-1111-4111-8111-111111111111']);
        const ids = [
            '11111111-1111-4111-8111-111111111111',
            '22222222-2222-4222-8222-222222222222',
        ];
        expect(generateDeviceId(known, () => ids.shift()!)).toBe(
            '22222222-2222-4222-8222-222222222222',
        );
        const fresh = generateDeviceId(new Set());
        expect(fresh).toMatch(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        expect(GENERIC_DEVICE_ID.test(fresh)).toBe(true);
        expect(randomUuid()).not.toBe(randomUuid());
    });

    it('give up instead of looping forever', () => {
        expect(() => generateDeviceId(new Set(['same']), () => 'same')).toThrow();
    });

    it('keys deviceIds without case and spaces', () => {
        expect(deviceIdKey(' AbC ')).toBe('abc');
        expect(isValidDeviceId('70B3D57ED0000111', 'SWISSCOM')).toBe(true);
        expect(isValidDeviceId('ws-1', 'SWISSCOM')).toBe(false);
        expect(isValidDeviceId('ws-1', 'REST')).toBe(true);
    });
});

describe('integration types and device types', () => {
    it('offers the functions of spec section 9', () => {
        expect([...functionOptions('REST')].sort()).toEqual(['environment', 'external']);
        expect([...functionOptions('WEBHOOK_DIGIMONDO')].sort()).toEqual([
            'environment',
            'external',
        ]);
        expect([...functionOptions('CHIRPSTACK_V3')].sort()).toEqual([
            'environment',
            'external',
            'light-segment',
            'lighting',
            'traffic',
            'valve',
        ]);
        expect(isRestIntegration('REST')).toBe(true);
        expect(isRestIntegration('MQTT')).toBe(false);
    });

    it('makes three dependent choices of the supported types', () => {
        const types = [
            { vendor: 'B', deviceType: 'T1', firmware: '2' },
            { vendor: 'A', deviceType: 'T2', firmware: '1' },
            { vendor: 'B', deviceType: 'T1', firmware: '1' },
            { vendor: 'B', deviceType: 'T3', firmware: '1' },
        ];
        expect(vendorsOf(types)).toEqual(['A', 'B']);
        expect(deviceTypesOf(types, 'B')).toEqual(['T1', 'T3']);
        expect(firmwaresOf(types, 'B', 'T1')).toEqual(['1', '2']);
        expect(deviceTypesOf(types, undefined)).toEqual([]);
    });
});
