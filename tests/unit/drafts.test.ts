/**
 * The draft store (src/session/draftStore.ts): what an ended session keeps of a form's input,
 * under which key, and when it goes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
    clearAllDrafts,
    clearDraft,
    draftKey,
    draftOf,
    readDraft,
    readStoredDraft,
    unsavedInput,
    writeDraft,
    type DraftOwner,
} from '../../src/session/draftStore';
import { DATA_SHARING_SECRETS } from '../../resources/dataSharing/secrets';
import { DEVICE_GROUP_SECRETS } from '../../resources/deviceGroups/secrets';
import { INTEGRATION_SECRETS } from '../../resources/integrations/secrets';
import { isSecretField } from '../../src/session/isSecretField';

const FORM: DraftOwner = {
    user: 'user-a',
    organizationId: '2',
    path: '/alarming/responsibles/responsible',
    recordId: '7',
};

afterEach(() => sessionStorage.clear());

describe('the key of a draft', () => {
    it('is one per form (route path and record id), per user and per organization', () => {
        const keys = [
            FORM,
            { ...FORM, user: 'user-b' },
            { ...FORM, organizationId: '1' },
            { ...FORM, organizationId: null },
            { ...FORM, path: '/devices/device' },
            { ...FORM, recordId: '8' },
            { ...FORM, recordId: undefined },
        ].map(draftKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(draftKey({ ...FORM })).toBe(draftKey(FORM));
    });

    it('is not fooled by separators inside its parts', () => {
        expect(draftKey({ ...FORM, user: 'a:b', path: '/x' })).not.toBe(
            draftKey({ ...FORM, user: 'a', path: 'b:/x' }),
        );
    });

    it('keeps a draft for its own owner only', () => {
        writeDraft(FORM, { name: 'Lia' });
        expect(readDraft(FORM)).toEqual({ name: 'Lia' });
        expect(readDraft({ ...FORM, user: 'user-b' })).toBeUndefined();
        expect(readDraft({ ...FORM, organizationId: '1' })).toBeUndefined();
        expect(readDraft({ ...FORM, recordId: '8' })).toBeUndefined();
        expect(Object.keys(sessionStorage)).toEqual([draftKey(FORM)]);
        expect(Object.keys(localStorage)).toEqual([]);
    });
});

describe('the input kept', () => {
    it('is the changed fields with their current values, nested by field name', () => {
        const values = {
            name: 'Lia Draft (kept)',
            email: 'lia@lagoverde.example',
            mqttConfig: { userName: 'lia', topic: 'new/topic', password: 'pw' },
            plans: [{ id: 2, alarmTypes: ['FAILURE', 'WARNING'] }],
        };
        const dirty = {
            name: true,
            mqttConfig: { topic: true, password: true },
            plans: [{ alarmTypes: [false, true] }],
        };
        expect(unsavedInput(dirty, values)).toEqual({
            name: 'Lia Draft (kept)',
            'mqttConfig.topic': 'new/topic',
            plans: values.plans,
        });
    });

    it('leaves out every secret field, also inside a list', () => {
        const values = {
            password: 'pw',
            apiKey: 'k',
            token: 't',
            settings: { clientSecret: 's', appKey: 'a', url: 'https://example.org' },
            headerRows: [{ key: 'Authorization', value: 'Bearer abc' }],
            authorization: 'Basic x',
            description: 'kept',
        };
        const dirty = {
            password: true,
            apiKey: true,
            token: true,
            settings: { clientSecret: true, appKey: true, url: true },
            headerRows: [{ key: true, value: true }],
            authorization: true,
            description: true,
        };
        const kept = unsavedInput(dirty, values);
        expect(kept).toEqual({ 'settings.url': 'https://example.org', description: 'kept' });
        // Even when given one, the store writes no secret.
        writeDraft(FORM, { ...kept, 'mqttConfig.password': 'pw', multicast: { nwkSKey: 'n' } });
        expect(readDraft(FORM)).toEqual(kept);
        const stored = sessionStorage.getItem(draftKey(FORM)) ?? '';
        for (const secret of ['pw', 'Bearer abc', 'Basic x', '"k"', '"t"', '"s"', '"a"', '"n"']) {
            expect(stored).not.toContain(secret);
        }
    });

    it('writes nothing when nothing is left to keep', () => {
        writeDraft(FORM, unsavedInput({ password: true }, { password: 'pw' }));
        expect(readDraft(FORM)).toBeUndefined();
        expect(sessionStorage.length).toBe(0);
    });
});

describe('secrets left out', () => {
    it('are noted, so that the user is told to enter them again', () => {
        // A device group wizard: the session keys were typed (generated), the name too.
        const values = {
            name: 'Street lights',
            groupDetails: { infoList: { nwAdr: 'ABC12DEF', nwSKey: 'A'.repeat(32), appSKey: '' } },
        };
        const dirty = {
            name: true,
            groupDetails: { infoList: { nwAdr: true, nwSKey: true, appSKey: true } },
        };
        const draft = draftOf(dirty, values);
        expect(draft).toEqual({
            values: { name: 'Street lights', 'groupDetails.infoList.nwAdr': 'ABC12DEF' },
            secretsLeftOut: true,
        });
        writeDraft(FORM, draft.values, { secretsLeftOut: draft.secretsLeftOut });
        expect(readStoredDraft(FORM)).toEqual(draft);
        expect(readDraft(FORM)).toEqual(draft.values);
        expect(sessionStorage.getItem(draftKey(FORM))).not.toContain('AAAA');
    });

    it('are not noted when none was typed: a secret emptied, or none changed', () => {
        expect(draftOf({ name: true, password: true }, { name: 'a', password: '' })).toEqual({
            values: { name: 'a' },
            secretsLeftOut: false,
        });
        expect(draftOf({ name: true }, { name: 'a', password: 'stored' }).secretsLeftOut).toBe(
            false,
        );
    });

    it('count a list left out whole for the secret it holds (header rows)', () => {
        const values = { headerRows: [{ key: 'Authorization', value: 'Bearer abc' }] };
        expect(draftOf({ headerRows: [{ key: true, value: true }] }, values)).toEqual({
            values: {},
            secretsLeftOut: true,
        });
    });

    it('alone still make a draft: the note that they were not kept', () => {
        writeDraft(FORM, {}, { secretsLeftOut: true });
        expect(readStoredDraft(FORM)).toEqual({ values: {}, secretsLeftOut: true });
        expect(sessionStorage.getItem(draftKey(FORM))).not.toContain('pw');
    });

    it('a draft stored by the console before the note counts as values only', () => {
        sessionStorage.setItem(draftKey(FORM), JSON.stringify({ name: 'Lia' }));
        expect(readStoredDraft(FORM)).toEqual({ values: { name: 'Lia' }, secretsLeftOut: false });
    });
});

describe('isSecretField, the one rule for secret fields', () => {
    it.each([
        'password',
        'mqttConfig.password',
        'secret',
        'clientSecret',
        'apiKey',
        'api_key',
        'token',
        'accessToken',
        'key',
        'appKey',
        'multicast.nwkSKey',
        'authorization',
        'authHeader',
        'headerRows.0.value',
        'headerRows.3.key',
    ])('%s is secret', path => expect(isSecretField(path)).toBe(true));

    // The resources' secrets.ts (what viewers never get) are all kept out of drafts too: the
    // name rule is the wider net, for form-only fields such as header rows.
    it.each([
        ...INTEGRATION_SECRETS.paths,
        ...DEVICE_GROUP_SECRETS.paths,
        ...DATA_SHARING_SECRETS.paths,
    ])('declared secret %s is kept out of drafts', path => expect(isSecretField(path)).toBe(true));

    it.each(['name', 'email', 'description', 'mqttConfig.topic', 'devEui', 'plans.0.alarmTypes'])(
        '%s is not',
        path => expect(isSecretField(path)).toBe(false),
    );
});

describe('a draft goes', () => {
    it('when its form is saved or discarded (clearDraft), leaving other drafts', () => {
        const other = { ...FORM, recordId: '8' };
        writeDraft(FORM, { name: 'a' });
        writeDraft(other, { name: 'b' });
        clearDraft(FORM);
        expect(readDraft(FORM)).toBeUndefined();
        expect(readDraft(other)).toEqual({ name: 'b' });
    });

    it('all of them, and only them, on a sign-out from the user menu (clearAllDrafts)', () => {
        writeDraft(FORM, { name: 'a' });
        writeDraft({ ...FORM, user: 'user-b' }, { name: 'b' });
        sessionStorage.setItem('something.else', 'x');
        clearAllDrafts();
        expect(Object.keys(sessionStorage)).toEqual(['something.else']);
    });
});
