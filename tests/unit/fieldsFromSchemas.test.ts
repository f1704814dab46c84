/**
 * A declaration derived from its entity's schemas (src/crud/fieldsFromSchemas.ts, decision
 * 0069): the schemas reach it as JSON built in Node (`?json-schema`, scripts/schemaJson.ts),
 * and give its fields (kind, add page, edit page, column, sort), search, sort and related-name
 * columns. Organizations and services declare theirs so, as they did by hand before.
 */
import { Type } from 'typebox';
import organizationJson from '../../resources/organizations/schema.ts?json-schema';
import { schemas as organizationSchemas } from '../../resources/organizations/schema';
import { organizations } from '../../resources/organizations';
import serviceJson from '../../resources/services/schema.ts?json-schema';
import { services } from '../../resources/services';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import {
    FreeText,
    Id,
    PublicUrl,
    ReferenceOrNull,
    SharedName,
} from '../../src/validation/schemaParts';
import { schemaRules } from '../../src/validation/schemaRules';
import { FORM_RULES } from './formRules';

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the schemas as JSON (?json-schema)', () => {
    it("is the schema module's schemas export, evaluated in Node", () => {
        expect(organizationJson).toEqual(json(organizationSchemas));
        expect(organizationJson.record.properties).toHaveProperty('billingId');
        expect(Object.keys(serviceJson)).toEqual(['record', 'create', 'update']);
    });
});

describe('fieldsFromSchemas', () => {
    const Gateway = Type.Object({
        id: Id(),
        name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
        serviceId: ReferenceOrNull('services', { 'x-sortByName': true }),
        installedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        servicedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
        online: Type.Boolean(),
        altitude: Type.Union([Type.Number(), Type.Null()]),
        band: Type.Enum(['EU868', 'US915']),
        note: Type.Union([Type.String(), Type.Null()], { 'x-searchable': true }),
        homepage: Type.Union([Type.String(), Type.Null()]),
        apiKey: Type.Union([Type.String(), Type.Null()], { 'x-secret': true }),
        serial: Type.String({ 'x-list': false }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        details: Type.Object({ vendor: Type.String() }),
    });
    const NewGateway = Type.Object({
        name: SharedName('Name'),
        serviceId: Type.Optional(ReferenceOrNull('services')),
        installedAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
        band: Type.Enum(['EU868', 'US915']),
        note: Type.Optional(Type.Union([FreeText('Note', 500), Type.Null()])),
        homepage: Type.Optional(Type.Union([PublicUrl('Homepage', 300), Type.Null()])),
        apiKey: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
        serial: Type.String(),
        organizationId: Type.Optional(Type.Unknown()),
    });
    const GatewayChange = Type.Partial(
        Type.Object({ ...NewGateway.properties, band: Type.Unknown(), serial: Type.Unknown() }),
    );
    const derived = fieldsFromSchemas(
        'gateways',
        json({ record: Gateway, create: NewGateway, update: GatewayChange }),
        { organizationInBody: 'organizationId' },
    );
    const field = (source: string) => derived.fields.find(found => found.source === source);

    it('takes the fields in the record order, without the organization and objects', () => {
        expect(derived.fields.map(found => found.source)).toEqual([
            'id',
            'name',
            'serviceId',
            'installedAt',
            'servicedOn',
            'online',
            'altitude',
            'band',
            'note',
            'homepage',
            'apiKey',
            'serial',
        ]);
    });

    it('gives each its kind by the property', () => {
        expect(field('serviceId')).toMatchObject({ type: 'reference', reference: 'services' });
        expect(field('installedAt')).toMatchObject({ type: 'dateTime' });
        expect(field('servicedOn')).toMatchObject({ type: 'date' });
        expect(field('online')).toMatchObject({ type: 'boolean' });
        expect(field('altitude')).toMatchObject({ type: 'number' });
        expect(field('band')).toMatchObject({
            type: 'select',
            choices: [
                { id: 'EU868', name: 'resources.gateways.choices.band.EU868' },
                { id: 'US915', name: 'resources.gateways.choices.band.US915' },
            ],
        });
        // A free text (as the body says) is multi-line; a secret is masked.
        expect(field('note')).toMatchObject({ type: 'text', multiline: true, list: false });
        expect(field('homepage')).toMatchObject({ type: 'text' });
        expect(field('homepage')).not.toHaveProperty('multiline');
        expect(field('apiKey')).toMatchObject({ type: 'text', secret: true, list: false });
    });

    it('offers on the add page what the create body takes, edits what the update body takes', () => {
        expect(field('id')).toMatchObject({ list: false, create: false, edit: 'readOnly' });
        expect(field('name')).not.toHaveProperty('create');
        expect(field('name')).not.toHaveProperty('edit');
        // Not in the create body: not on the add page, read-only on the edit page.
        expect(field('online')).toMatchObject({ create: false, edit: 'readOnly' });
        expect(field('servicedOn')).toMatchObject({ create: false, edit: 'readOnly' });
        // Accepted by the update only unchanged (Type.Unknown()): read-only.
        expect(field('band')).toMatchObject({ edit: 'readOnly' });
        expect(field('band')).not.toHaveProperty('create');
        expect(field('serial')).toMatchObject({ list: false, edit: 'readOnly' });
    });

    it('requires what the create body requires and does not take as null', () => {
        expect(field('name')?.schema?.required).toBe(true);
        expect(field('band')?.schema?.required).toBe(true);
        expect(field('installedAt')?.schema?.required).toBe(false);
        expect(field('online')?.schema).toBeUndefined();
    });

    it('derives search, sortable columns, sort by name and related-name columns', () => {
        expect(derived.searchFields).toEqual(['name', 'note']);
        expect(field('name')?.sortable).toBe(true);
        expect(field('installedAt')?.sortable).toBe(false);
        expect(derived.sort).toEqual({ field: 'name', order: 'ASC' });
        expect(derived.sortByName).toEqual({ serviceId: 'services' });
    });

    it('leaves out search and sort that the schemas do not give', () => {
        const plain = fieldsFromSchemas(
            'things',
            json({
                record: Type.Object({ id: Id(), label: Type.String() }),
                create: Type.Object({}),
            }),
        );
        expect(plain).not.toHaveProperty('searchFields');
        expect(plain).not.toHaveProperty('sort');
        expect(plain).not.toHaveProperty('sortByName');
    });
});

describe('organizations and services, derived', () => {
    it('keep the fields, search and sort they declared by hand', () => {
        expect(
            organizations.fields.map(({ source, list, create, edit, type }) => ({
                source,
                type,
                list,
                create,
                edit,
            })),
        ).toEqual([
            { source: 'id', type: 'text', list: false, create: false, edit: 'readOnly' },
            { source: 'name', type: 'text', list: undefined, create: undefined, edit: undefined },
            {
                source: 'billingId',
                type: 'text',
                list: undefined,
                create: undefined,
                edit: undefined,
            },
        ]);
        expect(organizations.searchFields).toEqual(['name', 'billingId']);
        // The API's messages name a record by its schema's title; the error texts learn it here.
        expect(organizations.recordTitle).toBe('Organization');
        expect(services.recordTitle).toBe('Service');
        expect(organizations.sort).toEqual({ field: 'name', order: 'ASC' });
        expect(organizations.fields.every(({ sortable }, index) => sortable === index > 0)).toBe(
            true,
        );
        expect(services.fields.map(({ source }) => source)).toEqual([
            'id',
            'name',
            'type',
            'isEnabled',
        ]);
        expect(services.fields.find(({ source }) => source === 'isEnabled')).toMatchObject({
            type: 'boolean',
            create: false,
            edit: 'readOnly',
        });
        expect(services.fields.find(({ source }) => source === 'type')).toMatchObject({
            edit: 'readOnly',
        });
        expect(services.searchFields).toEqual(['name']);
        expect(services.sort).toEqual({ field: 'name', order: 'ASC' });
    });

    it("check an organization's name and billing ID as the services' forms check a name (one shared name rule)", () => {
        const VALUES = [
            null,
            '   ',
            'A',
            'Rathaus',
            'x'.repeat(65),
            'Lights <b>',
            'Evil\u202Ename',
        ];
        const verdict = (rules: ReturnType<typeof schemaRules>, value: unknown) =>
            rules.map(rule => rule(value, {}, {})).find(Boolean);
        for (const source of ['name', 'billingId']) {
            const derived = organizations.fields.find(field => field.source === source);
            expect(derived?.schema, source).toBeDefined();
            const rules = schemaRules(derived!.schema!);
            for (const value of VALUES) {
                expect(verdict(rules, value), `${source} = ${value}`).toEqual(
                    verdict(FORM_RULES.serviceName, value),
                );
            }
        }
    });
});
