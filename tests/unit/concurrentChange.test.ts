/**
 * The lost-update check's rule (src/api/writes/concurrentChange.ts): what an update sends, and when a
 * change by someone else since the form opened is a conflict.
 */
import { describe, expect, it } from 'vitest';
import { planUpdate, sameValue } from '../../src/api/writes/concurrentChange';
import { DATA_SHARING_SECRETS } from '../../resources/dataSharing/secrets';
import { INTEGRATION_SECRETS } from '../../resources/integrations/secrets';
import { isSecretAt } from '../../src/crud/secrets';
import { changesToKeep, labelKeys, shownValue } from '../../src/ui/conflictValues';

const base = {
    id: 7,
    name: 'Pump',
    description: 'old',
    tags: ['valve'],
    details: { infoList: { url: 'https://a', apiToken: 't0' } },
};

describe('planUpdate', () => {
    it('a PATCH sends the id and only the fields I changed', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, name: 'Pump 2' },
            theirs: base,
            whole: false,
        });
        expect(plan).toEqual({ body: { id: 7, name: 'Pump 2' }, changed: ['name'], conflicts: [] });
    });

    it('a field only someone else changed is left out of a PATCH (their change stays)', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, name: 'Pump 2' },
            theirs: { ...base, description: 'theirs' },
            whole: false,
        });
        expect(plan.body).toEqual({ id: 7, name: 'Pump 2' });
        expect(plan.conflicts).toEqual([]);
    });

    it('a PUT sends the whole record, with their change to a field I left alone', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, name: 'Pump 2' },
            theirs: { ...base, description: 'theirs' },
            whole: true,
        });
        expect(plan.body).toEqual({ ...base, name: 'Pump 2', description: 'theirs' });
        expect(plan.conflicts).toEqual([]);
    });

    it('a field we both changed to different values is a conflict with both values', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, name: 'Mine' },
            theirs: { ...base, name: 'Theirs' },
            whole: false,
        });
        expect(plan.conflicts).toEqual([{ path: 'name', theirs: 'Theirs', mine: 'Mine' }]);
    });

    it('a field we both changed to the same value is no conflict', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, name: 'Same' },
            theirs: { ...base, name: 'Same' },
            whole: false,
        });
        expect(plan.conflicts).toEqual([]);
        expect(plan.body).toEqual({ id: 7, name: 'Same' });
    });

    it('nested settings merge key by key: their URL and my API key both stay', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, details: { infoList: { url: 'https://a', apiToken: 'mine' } } },
            theirs: { ...base, details: { infoList: { url: 'https://b', apiToken: 't0' } } },
            whole: false,
        });
        expect(plan.conflicts).toEqual([]);
        expect(plan.body).toEqual({
            id: 7,
            details: { infoList: { url: 'https://b', apiToken: 'mine' } },
        });
    });

    it('the same nested setting is a conflict named by its path', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, details: { infoList: { url: 'https://mine', apiToken: 't0' } } },
            theirs: { ...base, details: { infoList: { url: 'https://theirs', apiToken: 't0' } } },
            whole: false,
        });
        expect(plan.conflicts).toEqual([
            { path: 'details.infoList.url', theirs: 'https://theirs', mine: 'https://mine' },
        ]);
    });

    it('a list is one value: two different edits of the tags conflict', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, tags: ['valve', 'external'] },
            theirs: { ...base, tags: [] },
            whole: false,
        });
        expect(plan.conflicts.map(conflict => conflict.path)).toEqual(['tags']);
    });

    it('keepMine overwrites theirs where we both changed, and still keeps their other changes', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, name: 'Mine' },
            theirs: { ...base, name: 'Theirs', description: 'theirs' },
            whole: true,
            keepMine: true,
        });
        expect(plan.conflicts).toEqual([]);
        expect(plan.body).toEqual({ ...base, name: 'Mine', description: 'theirs' });
    });

    it('a cleared field goes out as null', () => {
        const plan = planUpdate({
            base,
            mine: { ...base, description: undefined },
            theirs: base,
            whole: false,
        });
        expect(plan.body).toEqual({ id: 7, description: null });
    });

    it('without a fresh record (no previousData) mine goes out as it is', () => {
        expect(planUpdate({ base: {}, mine: base, whole: false }).body).toEqual(base);
    });
});

describe('sameValue', () => {
    it('ignores the order of object keys and treats null and undefined alike', () => {
        expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
        expect(sameValue(null, undefined)).toBe(true);
        expect(sameValue([1, 2], [2, 1])).toBe(false);
        expect(sameValue('', null)).toBe(false);
    });
});

describe('what the dialog shows and what "Take theirs" keeps', () => {
    it('shows secrets as changed without their value', () => {
        for (const path of [
            'details.infoList.apiToken',
            'details.infoList.password',
            'details.infoList.integrationSecret',
            'details.infoList.as_key',
        ]) {
            expect(isSecretAt(INTEGRATION_SECRETS, path)).toBe(true);
        }
        expect(isSecretAt(INTEGRATION_SECRETS, 'details.infoList.url')).toBe(false);
        expect(isSecretAt(DATA_SHARING_SECRETS, 'headers.Authorization')).toBe(true);
        expect(isSecretAt(DATA_SHARING_SECRETS, 'headers.X-Source')).toBe(false);
        expect(shownValue('abc', true)).toEqual({ kind: 'hidden' });
        expect(shownValue('https://x')).toEqual({
            kind: 'text',
            text: 'https://x',
        });
    });

    it('shows empty values, yes/no, lists and long texts readably', () => {
        expect(shownValue('')).toEqual({ kind: 'empty' });
        expect(shownValue([])).toEqual({ kind: 'empty' });
        expect(shownValue(true)).toEqual({ kind: 'boolean', value: true });
        expect(shownValue(['valve', 'external'])).toEqual({
            kind: 'text',
            text: 'valve, external',
        });
        expect(shownValue([{ id: 1, alarmTypes: ['FAILURE'] }])).toEqual({
            kind: 'structure',
        });
        expect(shownValue({ 'X-Source': 'a' })).toEqual({ kind: 'structure' });
        const long = shownValue('x'.repeat(500));
        expect(long.kind === 'text' && long.text.length).toBe(161);
    });

    it('labels a nested field by its own message, then by its parent', () => {
        expect(labelKeys('integrations', 'details.infoList.url')).toEqual([
            'resources.integrations.fields.details.infoList.url',
            'resources.integrations.fields.details.infoList',
            'resources.integrations.fields.details',
        ]);
    });

    it('keeps my changes to fields without a conflict, and drops form-only values', () => {
        const initial = { name: 'a', description: 'd', details: { url: 'u', apiToken: 't' } };
        const values = {
            name: 'mine',
            description: 'mine too',
            details: { url: 'u2', apiToken: 't2' },
            headerRows: [{ key: 'k' }],
        };
        const record = { id: 1, name: 'theirs', description: 'd', details: {} };
        const conflicts = [
            { path: 'name', theirs: 'theirs', mine: 'mine' },
            { path: 'details.url', theirs: 'u3', mine: 'u2' },
        ];
        expect(
            changesToKeep(values, { ...initial, headerRows: [] }, record, conflicts).sort(),
        ).toEqual(['description', 'details.apiToken']);
    });
});
