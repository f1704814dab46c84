/**
 * The one checker of the entities' schemas (src/validation/schemaCheck.ts), which the sandbox
 * runs on request bodies and the forms on their values: the order of its checks and the API's
 * words for what it finds.
 */
import { Type } from 'typebox';
import { OrganizationBody } from '../../resources/organizations/schema';
import {
    checkSchema,
    defineObjectCheck,
    schemaProblemMessage,
    type AnySchema,
} from '../../src/validation/schemaCheck';
import { FreeText, PublicUrl } from '../../src/validation/schemaParts';

const message = (schema: AnySchema, value: unknown) => {
    const result = checkSchema(schema, value);
    return result.ok ? result.value : schemaProblemMessage(schema, result.problem);
};

describe('checkSchema', () => {
    it('answers the first problem by field, then by keyword, in the API words', () => {
        expect(message(OrganizationBody, {})).toBe('Name is required');
        expect(message(OrganizationBody, { name: 'x' })).toBe(
            'Name must be 2 to 64 characters long',
        );
        expect(message(OrganizationBody, { name: 'Good', billingId: 7 })).toBe(
            'Billing ID must be a string',
        );
        expect(message(OrganizationBody, { name: 'Lights <b>', billingId: '' })).toBe(
            "Name may only contain letters, digits, spaces and - _ . & ' ( ) ,",
        );
        expect(message(OrganizationBody, null)).toBe('Request body must be a JSON object');
        expect(message(OrganizationBody, ['Name'])).toBe('Request body must be a JSON object');
    });

    it('counts a blank text as missing and checks the hygiene before the schema', () => {
        expect(message(OrganizationBody, { name: '   ', billingId: 'B-1' })).toBe(
            'Name is required',
        );
        expect(message(OrganizationBody, { name: '\u200B\u200B', billingId: 'B-1' })).toBe(
            'Name is empty once invisible characters are removed',
        );
        expect(message(OrganizationBody, { name: 'Evil\u202Ename', billingId: 'B-1' })).toBe(
            'Name must not hold bidirectional control characters (U+202A–202E, U+2066–2069)',
        );
    });

    it('answers the body with its texts normalised (NFC, trimmed)', () => {
        expect(
            message(OrganizationBody, { name: '  Cafe\u0301 ', billingId: 'B-1', id: 3 }),
        ).toEqual({
            name: 'Café',
            billingId: 'B-1',
            id: 3,
        });
    });

    it('checks nested objects and the addresses the platform calls', () => {
        const schema = Type.Object({
            details: Type.Object({
                infoList: Type.Object({
                    url: PublicUrl('url', 500),
                    note: Type.Optional(FreeText('note', 5)),
                }),
            }),
        });
        expect(message(schema, {})).toBe('details is required');
        expect(message(schema, { details: {} })).toBe('details.infoList is required');
        expect(message(schema, { details: { infoList: { note: '' } } })).toBe('url is required');
        expect(
            message(schema, { details: { infoList: { url: 'http://10.0.0.1', note: '' } } }),
        ).toBe('url must not point at a loopback, link-local or private address');
        expect(message(schema, { details: { infoList: { url: 'ftp://x', note: '' } } })).toBe(
            'url must be an http(s) address with a host',
        );
        expect(
            message(schema, {
                details: { infoList: { url: 'https://a.example', note: 'toolong' } },
            }),
        ).toBe('note must be at most 5 characters long');
    });

    it('checks a text or an address that may be null as one that may not', () => {
        // A generated resource's description: Type.Union([FreeText(...), Type.Null()]).
        const schema = Type.Object({
            note: Type.Optional(Type.Union([FreeText('Note', 5), Type.Null()])),
            hook: Type.Optional(Type.Union([PublicUrl('Hook', 100), Type.Null()])),
        });
        expect(message(schema, { note: 'a\u202Eb' })).toBe(
            'Note must not hold bidirectional control characters (U+202A–202E, U+2066–2069)',
        );
        expect(message(schema, { note: ' abc  ' })).toEqual({ note: 'abc' });
        expect(message(schema, { hook: 'http://10.0.0.1' })).toBe(
            'Hook must not point at a loopback, link-local or private address',
        );
        expect(message(schema, { note: null, hook: null })).toEqual({ note: null, hook: null });
    });

    it('answers nested problems in the schema order at every depth', () => {
        const schema = Type.Object({
            keys: Type.Object({
                first: Type.String({ title: 'first', minLength: 1 }),
                second: Type.String({ title: 'second', minLength: 1 }),
                last: Type.String({ title: 'last', minLength: 1 }),
            }),
        });
        expect(message(schema, { keys: {} })).toBe('first is required');
        expect(message(schema, { keys: { first: 'a' } })).toBe('second is required');
    });

    it('words every problem of a field, and of its items, by its x-message', () => {
        const schema = Type.Object({
            ids: Type.Array(Type.Integer({ minimum: 1 }), {
                title: 'ids',
                minItems: 1,
                'x-message': 'must be a non-empty list of ids',
            }),
        });
        for (const value of [{}, { ids: 'all' }, { ids: [] }, { ids: [1, 'x'] }, { ids: [0] }]) {
            expect(message(schema, value)).toBe('ids must be a non-empty list of ids');
        }
        expect(message(schema, { ids: [1, 2] })).toEqual({ ids: [1, 2] });
    });

    it('counts a null where null is not a value as left out, and words a keyword its own way', () => {
        const schema = Type.Object({
            protocol: Type.Enum(['HTTP', 'MQTT'], {
                title: 'Protocol',
                'x-messages': { required: 'must be provided' },
            }),
            note: Type.Optional(Type.String({ title: 'note' })),
            mapping: Type.Union([Type.Integer(), Type.Null()], { title: 'mapping' }),
        });
        expect(message(schema, { protocol: null, mapping: null })).toBe(
            'Protocol must be provided',
        );
        expect(message(schema, { protocol: 'FTP', mapping: null })).toBe(
            'Protocol must be one of HTTP, MQTT',
        );
        expect(message(schema, { protocol: 'HTTP', note: null, mapping: null })).toEqual({
            protocol: 'HTTP',
            mapping: null,
        });
    });

    it('words the problem of a value that may be null by its other member (title and bounds)', () => {
        const schema = Type.Object({
            description: Type.Optional(Type.Union([FreeText('Description', 5), Type.Null()])),
            lights: Type.Union([Type.Integer({ title: 'Lights', maximum: 9 }), Type.Null()]),
        });
        expect(message(schema, { description: null, lights: null })).toEqual({
            description: null,
            lights: null,
        });
        expect(message(schema, { description: 'Too long', lights: null })).toBe(
            'Description must be at most 5 characters long',
        );
        expect(message(schema, { lights: 12 })).toBe('Lights must be at most 9');
    });

    it('checks and normalises a name or free text that may be null, as the plain one', () => {
        const schema = Type.Object({
            description: Type.Optional(Type.Union([FreeText('Description', 64), Type.Null()])),
        });
        expect(message(schema, { description: '  Cafe\u0301 Nord  ' })).toEqual({
            description: 'Café Nord',
        });
        expect(message(schema, { description: '\u200B\u200B' })).toBe(
            'Description is empty once invisible characters are removed',
        );
        expect(message(schema, { description: null })).toEqual({ description: null });
    });

    it('stores a trimmed setting without its spaces, nothing else done to it', () => {
        const schema = Type.Object({
            token: Type.String({ title: 'token', minLength: 1, 'x-check': ['trimmed'] }),
            extra: Type.Optional(Type.String({ 'x-check': ['trimmed'] })),
        });
        expect(message(schema, { token: '  Cafe\u0301\u202E ', extra: '   ' })).toEqual({
            token: 'Cafe\u0301\u202E',
            extra: '',
        });
        expect(message(schema, { token: '   ' })).toBe('token is required');
    });

    it('answers a rule across fields with its own message, at the path of its field', () => {
        const schema = Type.Object({
            details: Type.Object(
                { username: Type.String(), clientId: Type.Optional(Type.String()) },
                { 'x-check': ['mqttClientId'] },
            ),
        });
        const result = checkSchema(schema, { details: { username: 'a', clientId: 'b' } });
        expect(result.problem?.field).toBe('details.clientId');
        expect(message(schema, { details: { username: 'a', clientId: 'b' } })).toBe(
            'clientId must be equal to username',
        );
        expect(checkSchema(schema, { details: { username: 'a', clientId: 'a' } }).ok).toBe(true);
    });

    it('runs the checks across fields an object names, after its fields', () => {
        defineObjectCheck('test.startBeforeEnd', value =>
            Number(value.start) < Number(value.end)
                ? null
                : { field: 'end', label: 'end', keyword: 'x-check', params: { problem: 'empty' } },
        );
        const schema = Type.Object(
            { start: Type.Integer({ title: 'start' }), end: Type.Integer({ title: 'end' }) },
            { 'x-check': ['test.startBeforeEnd'] },
        );
        expect(message(schema, { start: 'x', end: 1 })).toBe('start must be an integer');
        expect(checkSchema(schema, { start: 2, end: 1 }).problem?.field).toBe('end');
        expect(checkSchema(schema, { start: 1, end: 2 }).ok).toBe(true);
        expect(() => checkSchema(Type.Object({}, { 'x-check': ['nothing'] }), {})).toThrow(
            'Unknown check nothing',
        );
    });
});
