import { beforeEach, describe, expect, it } from 'vitest';
import { selectableForOption } from '../../resources/devices/activation/activationOptions';
import { serviceActivationPath } from '../../resources/services/api';
import {
    newServicePayload,
    servicePayload,
    serviceUpdatePayload,
} from '../../resources/services/servicePayload';
import { ADDABLE_SERVICE_TYPES } from '../../resources/services/types';
import { serviceLicenceCheck } from '../../resources/devices/activation/licences';
import { services as servicesDeclaration } from '../../resources/services';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver } from './testDataProvider';

const services = [
    { id: 101, type: 'SLS', isEnabled: true },
    { id: 102, type: 'SVS', isEnabled: true },
    { id: 103, type: 'SES', isEnabled: false },
    { id: 104, type: 'SLS', isEnabled: false },
];

describe('service activation options', () => {
    it('offers the not activated services for BY_LICENCE and AS_ADMIN, the activated for NO_ACTIVATION', () => {
        const ids = (option: Parameters<typeof selectableForOption>[0]) =>
            selectableForOption(option, services).map(service => service.id);
        expect(ids('BY_LICENCE')).toEqual([103, 104]);
        expect(ids('AS_ADMIN')).toEqual([103, 104]);
        expect(ids('NO_ACTIVATION')).toEqual([101, 102]);
    });

    it('puts the service and the option in the path of PUT /services/{id}/activation/{value}', () => {
        expect(serviceActivationPath(104, 'BY_LICENCE')).toBe(
            '/services/104/activation/BY_LICENCE',
        );
        expect(serviceActivationPath('7', 'NO_ACTIVATION')).toBe(
            '/services/7/activation/NO_ACTIVATION',
        );
    });
});

describe('the services licence rule', () => {
    it('lets a smart lighting service be activated while its licences exceed the active ones', () => {
        // SLS counts 1386962 + 1386968 + 1386966; one SLS service (101) is active.
        expect(serviceLicenceCheck({ '1386962': 1, '1386968': 1 }, 'SLS', services)).toEqual({
            type: 'SLS',
            available: 2,
            active: 1,
            enough: true,
        });
        expect(serviceLicenceCheck({ '1386966': 2 }, 'SLS', services).enough).toBe(true);
    });

    it('says not enough when the licences only equal the active services', () => {
        expect(
            serviceLicenceCheck({ '1386962': 1, '1386964': 9, '1386968': 0 }, 'SLS', services),
        ).toEqual({ type: 'SLS', available: 1, active: 1, enough: false });
        expect(serviceLicenceCheck({}, 'SLS', []).enough).toBe(false);
    });

    it('gives the other service types no licences', () => {
        const bundle = { '1386962': 9, '1386964': 9, '1386966': 9, '1386968': 9 };
        expect(serviceLicenceCheck(bundle, 'SES', services)).toEqual({
            type: 'SES',
            available: 0,
            active: 0,
            enough: false,
        });
        expect(serviceLicenceCheck(bundle, 'SVS', services).enough).toBe(false);
    });
});

describe('service payloads', () => {
    beforeEach(() => setConfig(TEST_CONFIG));

    it('creates with NO_ACTIVATION, so a new service starts not activated', () => {
        const payload = { name: 'Lights Nord', type: 'SLS', organizationId: 1 };
        expect(newServicePayload(payload)).toEqual({
            name: 'Lights Nord',
            type: 'SLS',
            organizationId: 1,
            activationOption: 'NO_ACTIVATION',
        });
        expect(servicePayload(payload)).toEqual(newServicePayload(payload));
    });

    it('updates only the name', () => {
        const record = {
            id: 102,
            name: 'Valves Süd',
            type: 'SVS',
            organizationId: 1,
            isEnabled: true,
        };
        expect(serviceUpdatePayload(record)).toEqual({ id: 102, name: 'Valves Süd' });
        expect(servicePayload(record)).toEqual({ id: 102, name: 'Valves Süd' });
        // the edit page's id comes from the address
        expect(serviceUpdatePayload({ ...record, id: '102' })).toEqual({
            id: 102,
            name: 'Valves Süd',
        });
    });

    it('gets the organization id from the dataProvider (declaration organizationInBody), not the page', async () => {
        const bodies: string[] = [];
        const fetch = (async (_url: string, init?: RequestInit) => {
            bodies.push(String(init?.body));
            return new Response(JSON.stringify({ id: 9 }), {
                status: 201,
                headers: { 'Content-Type': 'application/json' },
            });
        }) as typeof globalThis.fetch;
        const dataProvider = dataProviderOver(fetch, [servicesDeclaration]);
        await dataProvider.create('services', { data: { name: 'Lights Nord', type: 'SLS' } });
        expect(bodies).toEqual([
            '{"name":"Lights Nord","type":"SLS","organizationId":1,"activationOption":"NO_ACTIVATION"}',
        ]);
    });

    it('offers SLS, SES and SVS when adding', () => {
        expect(ADDABLE_SERVICE_TYPES).toEqual(['SLS', 'SES', 'SVS']);
    });
});
