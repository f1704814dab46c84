/**
 * A form field derived from a schema (src/crud/fieldsFromSchemas.ts) checks its value with the
 * validators of its property's keywords (src/validation/schemaRules.ts): it refuses what the
 * sandbox's checker (checkSchema, the same schema) refuses, and accepts what it accepts, value
 * by value and keyword by keyword. The form holds an empty input as null (react-admin's parse).
 */
import { Type } from 'typebox';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import { checkSchema } from '../../src/validation/schemaCheck';
import { FreeText, Id, NameText, PublicUrl, SharedName } from '../../src/validation/schemaParts';
import { schemaRules } from '../../src/validation/schemaRules';

const Body = Type.Object({
    name: SharedName('Name'),
    note: Type.Optional(Type.Union([FreeText('Note', 20), Type.Null()])),
    address: PublicUrl('Address', 40),
    count: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 10 }), Type.Null()])),
    contact: Type.Optional(
        Type.Union([Type.String({ format: 'email', maxLength: 40 }), Type.Null()]),
    ),
    code: Type.Optional(Type.Union([NameText('Code', 8), Type.Null()])),
    installedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    online: Type.Boolean(),
});
const Record = Type.Object({ id: Id(), ...Body.properties });
/** As the console gets them: JSON (./schema.ts?json-schema). */
const schemas = JSON.parse(JSON.stringify({ record: Record, create: Body }));

const VALID = {
    name: 'Rathaus',
    note: null,
    address: 'https://example.org/hook',
    count: null,
    contact: null,
    code: null,
    installedAt: null,
    online: false,
};

const { fields } = fieldsFromSchemas('things', schemas);

/** The form's verdict on a field's value: the first message of its validators, or undefined. */
const formProblem = (source: string, value: unknown) => {
    const field = fields.find(candidate => candidate.source === source);
    if (!field?.schema) throw new Error(`no schema for ${source}`);
    const values = { ...VALID, [source]: value };
    for (const validate of schemaRules(field.schema)) {
        const problem = validate(value, values, {});
        if (problem) return problem;
    }
    return undefined;
};

const apiAccepts = (source: string, value: unknown) =>
    checkSchema(Body, { ...VALID, [source]: value }).ok;

/** [field, value, accepted, why]: each keyword's edge from both sides. */
const TABLE: [string, unknown, boolean, string][] = [
    ['name', 'Rathaus Süd', true, 'a name'],
    ['name', '  Rathaus  ', true, 'spaces around are trimmed'],
    ['name', null, false, 'missing required'],
    ['name', '   ', false, 'blank is missing'],
    ['name', 'A', false, 'too short'],
    ['name', ' A ', false, 'too short once trimmed'],
    ['name', 'x'.repeat(65), false, 'too long'],
    ['name', 'x'.repeat(64), true, 'as long as may be'],
    ['name', 'Lights <b>', false, 'bad characters (pattern)'],
    ['name', 'Evil\u202Ename', false, 'bidi control'],
    ['name', '\u200B\u200B', false, 'invisible only'],
    ['note', 'line one\nline two', true, 'a free text holds line breaks'],
    ['note', null, true, 'optional, null'],
    ['note', 'a\u202Eb', false, 'bidi control in a free text'],
    ['note', 'a\u0000b', false, 'NUL in a free text'],
    ['note', 'x'.repeat(21), false, 'too long free text'],
    ['note', `${'x'.repeat(20)}  `, true, 'too long only with its trailing spaces'],
    ['address', 'https://example.org/a', true, 'a public address'],
    ['address', null, false, 'missing required address'],
    ['address', 'ftp://example.org', false, 'not http(s)'],
    ['address', 'not an address', false, 'no URL'],
    ['address', 'http://10.0.0.1/x', false, 'private address'],
    ['address', 'http://localhost:8080', false, 'localhost'],
    ['address', 'http://[::1]/', false, 'loopback IPv6'],
    ['address', `https://example.org/${'x'.repeat(30)}`, false, 'too long address'],
    ['count', 5, true, 'within the bounds'],
    ['count', null, true, 'optional number'],
    ['count', 0, false, 'below the minimum'],
    ['count', 11, false, 'above the maximum'],
    ['count', 1.5, false, 'not an integer'],
    ['contact', 'user@example.org', true, 'an e-mail address'],
    ['contact', 'no-at-sign', false, 'no e-mail address'],
    ['code', 'AB-1', true, 'a short name'],
    ['code', '😀'.repeat(8), true, 'eight code points (sixteen UTF-16 units)'],
    ['code', 'x'.repeat(9), false, 'too long short name'],
    ['code', '\u200B', false, 'invisible only, optional'],
    ['code', '   ', false, 'blank optional name: stored empty, below its lower bound'],
    ['installedAt', '2026-03-29T14:30:00.000Z', true, 'a UTC date-time'],
    ['installedAt', null, true, 'a date-time that may be null'],
    ['online', false, true, 'a required yes/no, no'],
    ['online', true, true, 'a required yes/no, yes'],
];

describe('a schema-derived field checks as the API does', () => {
    it.each(TABLE)('%s = %j: accepted %s (%s)', (source, value, accepted) => {
        expect(apiAccepts(source, value)).toBe(accepted);
        const problem = formProblem(source, value);
        if (accepted) expect(problem).toBeUndefined();
        else expect(problem).toBeDefined();
    });

    it('starts a required yes/no as no, and marks it with no asterisk', () => {
        const online = fields.find(field => field.source === 'online');
        expect(online?.schema?.required).toBe(true);
        expect(schemaRules(online!.schema!).some(rule => 'isRequired' in rule)).toBe(false);
    });

    it('says each problem with the console translated messages', () => {
        expect(formProblem('name', null)).toBe('ra.validation.required');
        expect(formProblem('name', 'A')).toEqual({
            message: 'ra.validation.minLength',
            args: { min: 2 },
        });
        expect(formProblem('name', 'x'.repeat(65))).toEqual({
            message: 'ra.validation.maxLength',
            args: { max: 64 },
        });
        expect(formProblem('name', 'Lights <b>')).toMatchObject({
            message: 'app.validation.name_characters',
        });
        expect(formProblem('note', 'a\u202Eb')).toBe('app.validation.hygiene.bidi');
        expect(formProblem('address', 'http://10.0.0.1/x')).toBe(
            'app.validation.hygiene.private_address',
        );
        expect(formProblem('address', 'ftp://example.org')).toBe('app.validation.hygiene.url');
        expect(formProblem('count', 0)).toMatchObject({ message: 'ra.validation.minValue' });
        expect(formProblem('count', 1.5)).toBe('app.validation.integer');
        expect(formProblem('contact', 'no-at-sign')).toMatchObject({
            message: 'ra.validation.email',
        });
    });
});
