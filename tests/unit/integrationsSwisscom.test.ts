import { describe, expect, it } from 'vitest';
import {
    SWISSCOM_CREDENTIALS_MESSAGE,
    swisscomCredentialError,
    swisscomCredentialSet,
    swisscomCredentialValidator,
    visibleSwisscomSets,
} from '../../resources/integrations/swisscomCredentials';

describe('Swisscom credentials: username plus password, or an API key', () => {
    it('shows both sets while neither is entered, and requires one of them', () => {
        expect(swisscomCredentialSet({})).toBe('none');
        expect(visibleSwisscomSets({ username: '', apiToken: '' })).toEqual({
            password: true,
            apiToken: true,
        });
        for (const field of ['username', 'password', 'apiToken'] as const) {
            expect(swisscomCredentialError(field, {})).toBe(SWISSCOM_CREDENTIALS_MESSAGE);
        }
    });

    it('typing a username hides the API key and then requires the password', () => {
        const values = { username: 'lpn-user' };
        expect(visibleSwisscomSets(values)).toEqual({ password: true, apiToken: false });
        expect(swisscomCredentialError('username', values)).toBeUndefined();
        expect(swisscomCredentialError('password', values)).toBe('ra.validation.required');
        expect(swisscomCredentialError('password', { ...values, password: 'pw' })).toBeUndefined();
    });

    it('typing only a password also picks the username set', () => {
        const values = { password: 'pw' };
        expect(visibleSwisscomSets(values)).toEqual({ password: true, apiToken: false });
        expect(swisscomCredentialError('username', values)).toBe('ra.validation.required');
    });

    it('typing an API key hides username and password and is enough', () => {
        const values = { apiToken: 'key' };
        expect(visibleSwisscomSets(values)).toEqual({ password: false, apiToken: true });
        expect(swisscomCredentialError('apiToken', values)).toBeUndefined();
    });

    it('clearing the API key shows both sets again', () => {
        expect(visibleSwisscomSets({ apiToken: '  ' })).toEqual({
            password: true,
            apiToken: true,
        });
    });

    it('validates against the whole form', () => {
        const validate = swisscomCredentialValidator('apiToken');
        expect(validate('', { details: { infoList: {} } }, {})).toBe(SWISSCOM_CREDENTIALS_MESSAGE);
        expect(validate('k', { details: { infoList: { apiToken: 'k' } } }, {})).toBeUndefined();
    });
});
