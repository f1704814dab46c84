/**
 * The hand-written forms check their inputs by the body they send (src/validation/bodyRules.ts,
 * decision 0069): for every input that takes its checks from a body's schema, the validators it
 * gets refuse what the sandbox's checker (checkSchema, the same schema in TypeBox) refuses and
 * accept what it accepts, for edge values made from the property's own keywords. An edit page
 * whose PATCH takes every field as optional refuses at least what that PATCH refuses. A keyword
 * the form's checks do not read fails here, so a schema cannot gain a check the forms miss.
 */
import { describe, expect, it } from 'vitest';
import alarmJson from '../../resources/alarms/schema.ts?json-schema';
import { schemas as alarmSchemas } from '../../resources/alarms/schema';
import customAlarmJson from '../../resources/customAlarms/schema.ts?json-schema';
import { schemas as customAlarmSchemas } from '../../resources/customAlarms/schema';
import dataSharingJson from '../../resources/dataSharing/schema.ts?json-schema';
import { schemas as dataSharingSchemas } from '../../resources/dataSharing/schema';
import deviceGroupJson from '../../resources/deviceGroups/schema.ts?json-schema';
import { schemas as deviceGroupSchemas } from '../../resources/deviceGroups/schema';
import deviceJson from '../../resources/devices/schema.ts?json-schema';
import { schemas as deviceSchemas } from '../../resources/devices/schema';
import integrationJson from '../../resources/integrations/schema.ts?json-schema';
import { schemas as integrationSchemas } from '../../resources/integrations/schema';
import responsibleJson from '../../resources/responsibles/schema.ts?json-schema';
import { schemas as responsibleSchemas } from '../../resources/responsibles/schema';
import serviceJson from '../../resources/services/schema.ts?json-schema';
import { schemas as serviceSchemas } from '../../resources/services/schema';
import type { JsonSchema } from '../../src/crud/collection';
import { bodyRules, fieldAt } from '../../src/validation/bodyRules';
import { checkSchema } from '../../src/validation/schemaCheck';
import { nonNullOf } from '../../src/validation/schemaKeywords';
import { sampleOf, type JsonSchema as SampleSchema } from '../schemaSamples';

interface Schemas {
    create: object;
    update?: object;
}
interface Json {
    create: JsonSchema;
    update?: JsonSchema;
}

/**
 * [form and input, the JSON the form reads, the schemas the sandbox runs, the path in the create,
 * the path in the update when an edit page sends it].
 */
const FORM_FIELDS: [string, Json, Schemas, string, string?][] = [
    ['service add/edit: name', serviceJson, serviceSchemas, 'name', 'name'],
    ['service add: type', serviceJson, serviceSchemas, 'type'],
    ['integration add/edit: name', integrationJson, integrationSchemas, 'name', 'name'],
    ['integration add: type', integrationJson, integrationSchemas, 'type'],
    ['device group add/edit: name', deviceGroupJson, deviceGroupSchemas, 'name', 'name'],
    ['device group add: integration', deviceGroupJson, deviceGroupSchemas, 'integrationId'],
    ['responsible add/edit: name', responsibleJson, responsibleSchemas, 'name', 'name'],
    ['responsible add/edit: email', responsibleJson, responsibleSchemas, 'email', 'email'],
    ['REST onboarding, device page: name', deviceJson, deviceSchemas, 'deviceList.name', 'name'],
    [
        'device page: description',
        deviceJson,
        deviceSchemas,
        'deviceList.description',
        'description',
    ],
    ['device page: location', deviceJson, deviceSchemas, 'deviceList.location', 'location'],
    ['test alarm: title', alarmJson, alarmSchemas, 'title'],
    ['test alarm: description', alarmJson, alarmSchemas, 'description'],
    ['custom alarm add/edit: title', customAlarmJson, customAlarmSchemas, 'title', 'title'],
    [
        'custom alarm add/edit: description',
        customAlarmJson,
        customAlarmSchemas,
        'description',
        'description',
    ],
    ['data sharing add/edit: name', dataSharingJson, dataSharingSchemas, 'name', 'name'],
];

/** The keywords the forms' checks read (src/validation/schemaRules.ts); any other fails here. */
const READ = new Set([
    'type',
    'title',
    'description',
    'anyOf',
    'enum',
    'minLength',
    'maxLength',
    'pattern',
    'x-pattern',
    'x-check',
    'x-messages',
    'x-reference',
    'minimum',
    'maximum',
]);

const EMAIL = 'someone@example.org';

/** A text of `length` code points that the property's pattern takes, where it can. */
const textOf = (property: JsonSchema, length: number) => {
    const base = property['x-pattern'] === 'email' ? EMAIL : 'x';
    return base.padStart(Math.max(length, base.length), 'a').slice(-Math.max(length, 1));
};

/** Edge values of a property, by its keywords. */
const edgesOf = (property: JsonSchema): unknown[] => {
    if (Array.isArray(property.enum)) return [...property.enum, null, ''];
    if (property.type === 'integer') return [null, '', 0, 1, 2, 1.5, -1];
    const values: unknown[] = [
        null,
        '',
        '   ',
        'Sample name',
        ' Sample name ',
        'Lights <b>',
        "O'Neil & Co. (2), ltd._x-y",
        'Città 東京',
        'Evil\u202Ename',
        '\u200B\u200B',
        'a\u0000b',
        'line one\nline two',
        'tab\there',
        EMAIL,
        'someone@example',
        'some one@example.org',
        '@example.org',
    ];
    for (const bound of [property.minLength, property.maxLength]) {
        if (typeof bound !== 'number') continue;
        for (const length of [bound - 1, bound, bound + 1]) {
            if (length > 0) values.push(textOf(property, length));
        }
        values.push(`${textOf(property, bound)}  `);
    }
    return values;
};

/** A value as a test's name shows it: a long text by its start and length. */
const shown = (value: unknown) =>
    typeof value === 'string' && value.length > 24
        ? `${JSON.stringify(value.slice(0, 8))}… (${[...value].length} code points)`
        : JSON.stringify(value);

/** A body the schema accepts, with `value` at the dotted path (a list's first item). */
const bodyWith = (schema: object, path: string, value: unknown) => {
    const body = sampleOf(JSON.parse(JSON.stringify(schema)) as SampleSchema, (key, property) =>
        property.pattern && key === 'email' ? EMAIL : 'Sample',
    ) as { [key: string]: unknown };
    const keys = path.split('.');
    let holder: { [key: string]: unknown } = body;
    for (const key of keys.slice(0, -1)) {
        const next = holder[key];
        holder = (Array.isArray(next) ? next[0] : next) as { [key: string]: unknown };
    }
    holder[keys[keys.length - 1] as string] = value;
    return body;
};

/** The form's first message for a value, or undefined. */
const formProblem = (json: JsonSchema, path: string, value: unknown) => {
    for (const validate of bodyRules(json, path)) {
        const problem = validate(value, {}, {});
        if (problem) return problem;
    }
    return undefined;
};

describe.each(FORM_FIELDS)('%s', (_form, json, schemas, path, updatePath) => {
    const property = nonNullOf(fieldAt(json.create, path).property);

    it('has only keywords the form checks read', () => {
        expect(Object.keys(property).filter(keyword => !READ.has(keyword))).toEqual([]);
    });

    it.each(edgesOf(property).map(value => [shown(value), value]))(
        '%s: refused by the form exactly when the API refuses it',
        (_shown, value) => {
            const accepted = checkSchema(schemas.create, bodyWith(schemas.create, path, value)).ok;
            expect(formProblem(json.create, path, value) === undefined).toBe(accepted);
        },
    );

    if (updatePath) {
        it('refuses on the edit page whatever the update refuses', () => {
            const update = schemas.update ?? schemas.create;
            for (const value of edgesOf(property)) {
                if (checkSchema(update, bodyWith(update, updatePath, value)).ok) continue;
                expect(formProblem(json.create, path, value), JSON.stringify(value)).toBeDefined();
            }
        });
    }
});

describe('bodyRules', () => {
    it('requires what the body requires, through a list item', () => {
        expect(fieldAt(deviceJson.create, 'deviceList.name').required).toBe(true);
        expect(fieldAt(deviceJson.create, 'deviceList.description').required).toBe(false);
        expect(
            bodyRules(deviceJson.create, 'deviceList.name').some(rule => 'isRequired' in rule),
        ).toBe(true);
    });

    it('throws for a path the body does not have, so no input goes unchecked quietly', () => {
        expect(() => bodyRules(serviceJson.create, 'nmae')).toThrow(/no property nmae/);
    });

    it('words a responsible email the API refuses as the forms always did', () => {
        expect(formProblem(responsibleJson.create, 'email', 'someone@example')).toMatchObject({
            message: 'app.validation.email',
        });
    });
});
