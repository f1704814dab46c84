import { describe, expect, it } from 'vitest';
import {
    buildInfoList,
    defaultInfoList,
    integrationPayload,
    SWISSCOM_DEFAULT_URL,
} from '../../resources/integrations/infoList';
import { randomSecret } from '../../resources/integrations/secret';

/** What a user may have left in the form: fields of the type and leftovers of others. */
const FORM = {
    url: 'https://lns.example.com',
    applicationId: '42',
    apiToken: 'token-1',
    username: 'mqtt-user',
    password: 'secret-pw',
    clientId: 'stale-client',
    integrationSecret: '0123456789abcdef0123456789abcdef',
    as_id: 'AS-7',
    as_key: 'as-key',
    connectivityPlanId: 'plan-3',
    organizationId: 'digi-org',
    folder: 12,
    driverInstance: 'drv-4',
};

describe('the infoList sent for each type', () => {
    it('ChirpStack v3 and v4: url, applicationId as a number, apiToken', () => {
        for (const type of ['CHIRPSTACK_V3', 'CHIRPSTACK_V4'] as const) {
            expect(buildInfoList(type, FORM)).toEqual({
                url: 'https://lns.example.com',
                applicationId: 42,
                apiToken: 'token-1',
            });
        }
        expect(buildInfoList('CHIRPSTACK_V4', { ...FORM, applicationId: 7 }).applicationId).toBe(7);
    });

    it('MQTT: username, password, and clientId always equal to the username', () => {
        expect(buildInfoList('MQTT', FORM)).toEqual({
            username: 'mqtt-user',
            password: 'secret-pw',
            clientId: 'mqtt-user',
        });
        expect(buildInfoList('MQTT', { username: 'other', password: 'p' }).clientId).toBe('other');
    });

    it('REST and webhook: only the integration secret', () => {
        for (const type of ['REST', 'WEBHOOK_DIGIMONDO'] as const) {
            expect(buildInfoList(type, FORM)).toEqual({
                integrationSecret: '0123456789abcdef0123456789abcdef',
            });
        }
    });

    it('Swisscom with username and password: no API key, even a stale one', () => {
        expect(buildInfoList('SWISSCOM', FORM)).toEqual({
            as_id: 'AS-7',
            as_key: 'as-key',
            url: 'https://lns.example.com',
            connectivityPlanId: 'plan-3',
            username: 'mqtt-user',
            password: 'secret-pw',
        });
    });

    it('Swisscom with an API key: no username or password', () => {
        expect(buildInfoList('SWISSCOM', { ...FORM, username: '', password: undefined })).toEqual({
            as_id: 'AS-7',
            as_key: 'as-key',
            url: 'https://lns.example.com',
            connectivityPlanId: 'plan-3',
            apiToken: 'token-1',
        });
    });

    it('Digimondo: url, applicationId, organizationId, apiToken', () => {
        expect(buildInfoList('DIGIMONDO', FORM)).toEqual({
            url: 'https://lns.example.com',
            applicationId: '42',
            organizationId: 'digi-org',
            apiToken: 'token-1',
        });
    });

    it('Element: url, apiToken, folder, driverInstance', () => {
        expect(buildInfoList('ELEMENT', FORM)).toEqual({
            url: 'https://lns.example.com',
            apiToken: 'token-1',
            folder: 12,
            driverInstance: 'drv-4',
        });
    });

    it('leaves out fields that were not entered', () => {
        expect(buildInfoList('DIGIMONDO', { url: 'https://x', apiToken: ' ' })).toEqual({
            url: 'https://x',
        });
    });
});

describe('the create and update bodies', () => {
    it('create: name, type, organizationId and details.infoList', () => {
        expect(
            integrationPayload({
                name: 'LNS',
                type: 'REST',
                organizationId: 1,
                details: { infoList: FORM },
            }),
        ).toEqual({
            name: 'LNS',
            type: 'REST',
            organizationId: 1,
            details: { infoList: { integrationSecret: FORM.integrationSecret } },
        });
    });

    it('update: name and details only (the type cannot change)', () => {
        expect(
            integrationPayload({
                id: 5,
                name: 'Broker',
                type: 'MQTT',
                organizationId: 1,
                details: { infoList: { username: 'u2', password: 'p', clientId: 'u1' } },
            }),
        ).toEqual({
            name: 'Broker',
            details: { infoList: { username: 'u2', password: 'p', clientId: 'u2' } },
        });
    });
});

describe('defaults when a type is picked', () => {
    it('prefills a random 32-hex secret for REST and webhook', () => {
        const rest = defaultInfoList('REST').integrationSecret as string;
        const webhook = defaultInfoList('WEBHOOK_DIGIMONDO').integrationSecret as string;
        expect(rest).toMatch(/^[0-9a-f]{32}$/);
        expect(webhook).toMatch(/^[0-9a-f]{32}$/);
        expect(rest).not.toBe(webhook);
    });

    it("prefills Swisscom's API address", () => {
        expect(defaultInfoList('SWISSCOM')).toEqual({ url: SWISSCOM_DEFAULT_URL });
    });

    it('starts the other types empty', () => {
        expect(defaultInfoList('ELEMENT')).toEqual({});
    });

    it('makes a different secret each time', () => {
        const secrets = new Set(Array.from({ length: 20 }, randomSecret));
        expect(secrets.size).toBe(20);
    });
});
