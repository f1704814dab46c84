/**
 * The validation rules of the product specification, section 5, one row per rule and form: each
 * row calls the validator the form uses (the same function, imported from where the form takes
 * it) with bad values and good boundary values, and checks the English text the user reads.
 * Rules the specification names without their bounds carry the console's own
 * (docs/product-decisions.md, section 5). Every message key met here must be translated in German and Italian.
 */
import {
    composeValidators,
    required,
    type ValidationErrorMessage,
    type Validator,
} from 'react-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { validateEnd, validateStart } from '../../resources/devices/export/ExportDates';
import { germanOwn } from '../../i18n/catalogues/de';
import { italianOwn } from '../../i18n/catalogues/it';
import { CUSTOM_ALARM_TYPES, PLAN_ALARM_TYPES } from '../../resources/alarms/alarmTypes';
import {
    alarmTypeRule,
    deviceRule,
    TEST_RUN_REQUIRED,
} from '../../resources/customAlarms/validation';
import { headerKeyRule, headerRowsProblem } from '../../resources/dataSharing/headerRows';
import {
    deviceTypeRule,
    mqttUserNameRule,
    protocolRule,
} from '../../resources/dataSharing/validation';
import { HEX_FIELDS, hexRule, upperCase } from '../../resources/deviceGroups/multicast';
import {
    upperCaseInput,
    validateFPort,
    validateHexPayload,
    validateJsonPayload,
    validateUpdateInterval,
} from '../../resources/devices/commands/validators';
import { swisscomCredentialValidator } from '../../resources/integrations/swisscomCredentials';
import { organizations } from '../../resources/organizations';
import { alarmTypesRule } from '../../resources/responsibles/validation';
import { services } from '../../resources/services';
import { validateQuantity, validateTerms } from '../../custom-pages/billing/store/booking';
import { usernameRule } from '../../resources/users/usernameRule';
import {
    deviceLicenceChecks,
    serviceLicenceCheck,
    type LicenceBundle,
} from '../../resources/devices/activation/licences';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { API_LENGTHS } from '../../src/validation/apiLengths';
import { schemaRules } from '../../src/validation/schemaRules';
import { FORM_RULES } from './formRules';
import { keyOf, shown, translated } from './shownMessage';
import { flattenMessages as flatten } from '../flattenMessages';

type Values = Record<string, unknown>;

interface RuleRow {
    /** The rule as section 5 states it (or the console's bound where it states none). */
    rule: string;
    /** The forms whose inputs use this validator. */
    forms: string;
    validate: Validator | Validator[];
    /** What the input makes of typed text before validating, if anything. */
    parse?: (value: string) => unknown;
    /** The other values of the form, for rules that read them. */
    values?: Values;
    /** [typed value, the English message shown, other values of the form]. */
    bad: [unknown, string, Values?][];
    /** Values accepted, at the boundaries. */
    good: unknown[];
}

/** Every message key a row produced, for the translation check at the end. */
const usedKeys = new Set<string>();

const run = async (row: RuleRow, value: unknown, values?: Values) => {
    const input = row.parse && typeof value === 'string' ? row.parse(value) : value;
    const error = (await composeValidators(
        Array.isArray(row.validate) ? row.validate : [row.validate],
    )(input, values ?? row.values ?? {}, {})) as ValidationErrorMessage | null | undefined;
    const key = keyOf(error);
    if (key) usedKeys.add(key);
    return shown(error);
};

/** The checks a generated form runs on a declared field: its own, else its schema's. */
const fieldRule = (declaration: ResourceDeclaration, source: string) => {
    const field = declaration.fields.find(candidate => candidate.source === source);
    const validate = field?.validate ?? (field?.schema && schemaRules(field.schema));
    if (!validate) throw new Error(`${declaration.name}.${source} has no rule`);
    return validate;
};

const REQUIRED = 'Required';
const NAME_CHARACTERS = "Use letters, digits, spaces and - _ . & ' ( ) , only";
const TOO_SHORT = 'Must be 2 characters at least';
const TOO_LONG = 'Must be 64 characters or less';

const nameRows = (rule: string, forms: string, validate: Validator | Validator[]): RuleRow => ({
    rule,
    forms,
    validate,
    bad: [
        ['', REQUIRED],
        [undefined, REQUIRED],
        ['A', TOO_SHORT],
        ['x'.repeat(65), TOO_LONG],
        ['Lamps <b>', NAME_CHARACTERS],
        ['Zone 1; DROP', NAME_CHARACTERS],
        ['a/b', NAME_CHARACTERS],
        ['tab\there', NAME_CHARACTERS],
    ],
    good: ['AB', 'x'.repeat(64), "Zürich Nord (1) - O'Neil & Co., ltd._2", 'Città 東京'],
});

const info = (infoList: Values) => ({ details: { infoList } });
const SWISSCOM_CREDENTIALS = 'Enter a username and password, or an API key';

const EXPORT_REQUIRED = 'Date is required';
const START_AFTER_END = 'The start date must not be after the end date';
const END_TOO_EARLY = 'The end date must be at least 2 days after the start date';

const HEX_LENGTH = (length: number) =>
    `Must be exactly ${length} hexadecimal characters (0-9, A-F)`;

const ROWS: RuleRow[] = [
    // Required fields
    {
        rule: 'Responsible name is required',
        forms: 'responsible add/edit (PersonInputs)',
        validate: FORM_RULES.responsibleName,
        bad: [
            ['', REQUIRED],
            [null, REQUIRED],
        ],
        good: ['A', 'Anna Muster'],
    },
    {
        rule: 'Responsible email is required and in an email format',
        forms: 'responsible add/edit (PersonInputs)',
        validate: FORM_RULES.responsibleEmail,
        bad: [
            ['', REQUIRED],
            ['anna', 'Enter a valid email address'],
            ['anna@', 'Enter a valid email address'],
            ['@example.com', 'Enter a valid email address'],
            ['anna@example', 'Enter a valid email address'],
            ['anna muster@example.com', 'Enter a valid email address'],
        ],
        good: ['anna@example.com', 'a.b-c+d@sub.example.ch'],
    },
    {
        rule: 'Custom alarm title is required',
        forms: 'custom alarm add/edit (DefinitionInputs)',
        validate: FORM_RULES.customAlarmTitle,
        bad: [['', REQUIRED]],
        good: ['T'],
    },
    {
        rule: 'Custom alarm description is required',
        forms: 'custom alarm add/edit (DefinitionInputs)',
        validate: FORM_RULES.customAlarmDescription,
        bad: [['', REQUIRED]],
        good: ['D'],
    },
    {
        rule: 'Custom alarm type is required; offered: the shared list plus FAILURE, not ERROR',
        forms: 'custom alarm add/edit (DefinitionInputs)',
        validate: alarmTypeRule,
        bad: [
            ['', REQUIRED],
            ['ERROR', 'Choose one of the offered alarm types'],
            ['failure', 'Choose one of the offered alarm types'],
        ],
        good: CUSTOM_ALARM_TYPES,
    },
    {
        rule: 'Custom alarm: exactly one selected device',
        forms: 'custom alarm add (DeviceStep)',
        validate: deviceRule,
        bad: [
            [undefined, 'Select exactly one device'],
            [null, 'Select exactly one device'],
            ['', 'Select exactly one device'],
        ],
        good: [7, '7'],
    },
    {
        // As the API's body takes it (IntegrationBody, decision 0069): a name of 1 to 64
        // characters under the hygiene, not the shared name rule's characters.
        rule: 'Integration name is required',
        forms: 'integration add (IntegrationCreate), edit (IntegrationEdit)',
        validate: FORM_RULES.integrationName,
        bad: [
            ['', REQUIRED],
            [undefined, REQUIRED],
            ['x'.repeat(65), TOO_LONG],
        ],
        good: ['A', 'x'.repeat(64), 'Lamps <b>', 'Zone 1; DROP'],
    },
    {
        rule: 'Integration type is required',
        forms: 'integration add (TypeSelect)',
        validate: required(),
        bad: [['', REQUIRED]],
        good: ['MQTT'],
    },
    {
        rule: 'Integration fields by type are required (url, application id, organization id, API key, client secret, AS id, AS key, MQTT username and password, Element folder and driver instance)',
        forms: 'integration add/edit (InfoInput isRequired, ElementSelect)',
        validate: required(),
        bad: [
            ['', REQUIRED],
            [null, REQUIRED],
        ],
        good: ['https://lns.example.com', 42, 'secret'],
    },
    ...(['username', 'password', 'apiToken'] as const).map<RuleRow>(field => ({
        rule: `Swisscom requires username plus password OR an API key (${field})`,
        forms: 'integration add/edit (SwisscomFields)',
        validate: swisscomCredentialValidator(field),
        bad: [
            [undefined, SWISSCOM_CREDENTIALS, info({})],
            [undefined, SWISSCOM_CREDENTIALS, info({ username: ' ', apiToken: '' })],
            ...(field === 'apiToken'
                ? []
                : ([
                      [
                          undefined,
                          REQUIRED,
                          info(field === 'username' ? { password: 'p' } : { username: 'u' }),
                      ],
                  ] as [unknown, string, Values][])),
        ],
        good: [],
        values: info({ username: 'u', password: 'p' }),
    })),
    {
        rule: 'Swisscom: the API key alone is enough',
        forms: 'integration add/edit (SwisscomFields)',
        validate: [
            swisscomCredentialValidator('username'),
            swisscomCredentialValidator('password'),
            swisscomCredentialValidator('apiToken'),
        ],
        values: info({ apiToken: 'key' }),
        bad: [],
        good: [undefined],
    },
    nameRows(
        'Service name uses the shared name rule',
        'service add (ServiceCreate), edit (ServiceEdit)',
        // The services' own forms take it from the body's schema, as the declaration does.
        FORM_RULES.serviceName,
    ),
    nameRows(
        'Organization name uses the shared name rule',
        'organization add/edit (generated from the declaration)',
        fieldRule(organizations, 'name'),
    ),
    nameRows(
        'Billing ID uses the shared name rule',
        'organization add/edit (generated from the declaration)',
        fieldRule(organizations, 'billingId'),
    ),
    {
        rule: 'Invite username uses a username rule (2-64 letters, digits, . _ - @)',
        forms: 'users: invite dialog (InviteDialog)',
        validate: usernameRule,
        bad: [
            ['', REQUIRED],
            ['a', TOO_SHORT],
            ['a'.repeat(65), TOO_LONG],
            ['anna muster', 'Use letters, digits and . _ - @ only'],
            ['anna<script>', 'Use letters, digits and . _ - @ only'],
            ['zoë', 'Use letters, digits and . _ - @ only'],
        ],
        good: ['ab', 'a'.repeat(64), 'anna.muster-1_x@example.com'],
    },
    // Alarm types
    {
        rule: 'Responsible plan alarm types are FAILURE and WARNING (at least one)',
        forms: 'responsible add/edit (PlanEntryCard)',
        validate: alarmTypesRule,
        bad: [
            [[], 'Choose at least one alarm type'],
            [undefined, 'Choose at least one alarm type'],
        ],
        good: [['FAILURE'], [...PLAN_ALARM_TYPES]],
    },
    // Device commands
    {
        rule: 'fPort: required, greater than 0',
        forms: 'device and device group commands, LoRaWAN custom message (CustomMessagePanel)',
        validate: validateFPort,
        bad: [
            [undefined, 'fPort is required'],
            [null, 'fPort is required'],
            ['', 'fPort is required'],
            [0, 'fPort must be greater than 0'],
            [-1, 'fPort must be greater than 0'],
            [Number.NaN, 'fPort must be greater than 0'],
            [1.5, 'Must be a whole number'],
        ],
        good: [1, 223, '85'],
    },
    {
        rule: 'Hex payload: required, upper case (auto-upper-cased), hex with an even length',
        forms: 'device and device group commands, LoRaWAN custom message (CustomMessagePanel)',
        validate: validateHexPayload,
        parse: upperCaseInput,
        bad: [
            ['', 'Payload is required'],
            ['   ', 'Payload is required'],
            ['ABC', 'Payload must be valid hex'],
            ['0G', 'Payload must be valid hex'],
            ['0x01', 'Payload must be valid hex'],
            ['01 02', 'Payload must be valid hex'],
        ],
        good: ['01', 'ab12', '0123456789ABCDEF'],
    },
    {
        rule: 'Hex payload: a value not in upper case (set without the input) is refused',
        forms: 'device and device group commands (validateHexPayload without the input parse)',
        validate: validateHexPayload,
        bad: [['0a', 'Payload must be capitalized']],
        good: ['0A'],
    },
    {
        rule: 'JSON payload: required, valid JSON',
        forms: 'device and device group commands, MQTT custom message (CustomMessagePanel)',
        validate: validateJsonPayload,
        bad: [
            ['', 'Payload is required'],
            ['{"dim": 50,}', 'Payload must be valid JSON'],
            ['42', 'Payload must be valid JSON'],
        ],
        good: ['{"dim": 50}', '{}', '[1]'],
    },
    {
        rule: 'Update interval: digits only; 0 or at least 60',
        forms: 'device edit (DeviceForm)',
        validate: validateUpdateInterval,
        bad: [
            ['', 'Only numbers are allowed as input'],
            ['6o', 'Only numbers are allowed as input'],
            ['-60', 'Only numbers are allowed as input'],
            ['60.0', 'Only numbers are allowed as input'],
            [' 60', 'Only numbers are allowed as input'],
            [1, 'Minimum 60 seconds'],
            [59, 'Minimum 60 seconds'],
            ['9'.repeat(20), 'The number is too large'],
        ],
        good: [0, '0', 60, '60', Number.MAX_SAFE_INTEGER],
    },
    // Export
    {
        rule: 'Export start: required, not after the end',
        forms: 'device export (ExportDates)',
        validate: validateStart,
        values: { end: '2026-03-10' },
        bad: [
            ['', EXPORT_REQUIRED],
            [null, EXPORT_REQUIRED],
            ['2026-02-30', EXPORT_REQUIRED],
            ['10.03.2026', EXPORT_REQUIRED],
            ['2026-03-11', START_AFTER_END],
        ],
        good: ['2026-03-08', '2026-01-01'],
    },
    {
        rule: 'Export end: required, at least 2 days after the start',
        forms: 'device export (ExportDates)',
        validate: validateEnd,
        values: { start: '2026-03-01' },
        bad: [
            ['', EXPORT_REQUIRED],
            ['2026-13-01', EXPORT_REQUIRED],
            ['2026-03-01', END_TOO_EARLY],
            ['2026-03-02', END_TOO_EARLY],
        ],
        good: ['2026-03-03', '2027-03-01'],
    },
    // Data sharing
    {
        rule: 'Data sharing protocol is required',
        forms: 'data sharing add/edit (SettingsInputs)',
        validate: protocolRule,
        bad: [['', 'Protocol must be provided']],
        good: ['HTTP', 'MQTT'],
    },
    {
        rule: 'Data sharing device type is required',
        forms: 'data sharing add/edit (SettingsInputs)',
        validate: deviceTypeRule,
        bad: [
            [null, 'Device type must be provided'],
            ['', 'Device type must be provided'],
        ],
        good: [{ vendor: 'V', deviceType: 'T', firmware: '1' }],
    },
    {
        rule: 'An HTTP header key must not be empty (and be a header name)',
        forms: 'data sharing add/edit (HeaderRowsInput)',
        validate: headerKeyRule,
        bad: [
            ['', 'The header key must not be empty'],
            ['   ', 'The header key must not be empty'],
            ['X Api Key', "Use letters, digits and ! # $ % & ' * + . ^ _ ` | ~ - only"],
            ['X-Key:', "Use letters, digits and ! # $ % & ' * + . ^ _ ` | ~ - only"],
            ['X-Key\r\nInjected', "Use letters, digits and ! # $ % & ' * + . ^ _ ` | ~ - only"],
            ['Schlüssel', "Use letters, digits and ! # $ % & ' * + . ^ _ ` | ~ - only"],
        ],
        good: ['Authorization', 'X-Api-Key', "!#$%&'*+.^_`|~-"],
    },
    {
        rule: 'The MQTT username has a shared rule (2-64 letters, digits, . _ - @)',
        forms: 'data sharing add/edit (MqttInputs)',
        validate: mqttUserNameRule,
        bad: [
            ['', REQUIRED],
            ['u', TOO_SHORT],
            ['u'.repeat(65), TOO_LONG],
            ['user name', 'Use letters, digits and . _ - @ only'],
        ],
        good: ['us', 'u'.repeat(64), 'sensor.feed-1_x@broker'],
    },
    // Multicast fields
    ...HEX_FIELDS.map<RuleRow>(field => ({
        rule: `Multicast ${field.name}: upper case (auto-upper-cased), ${field.length} hex characters`,
        forms: 'device group add/edit (HexInput)',
        validate: hexRule(field.length),
        parse: upperCase,
        bad: [
            ['', 'Required'],
            ['0'.repeat(field.length - 1), HEX_LENGTH(field.length)],
            ['0'.repeat(field.length + 1), HEX_LENGTH(field.length)],
            [`0X${'0'.repeat(field.length - 2)}`, HEX_LENGTH(field.length)],
            [`G${'0'.repeat(field.length - 1)}`, HEX_LENGTH(field.length)],
            [` ${'0'.repeat(field.length - 1)}`, HEX_LENGTH(field.length)],
        ],
        good: ['F'.repeat(field.length), 'a'.repeat(field.length), '0'.repeat(field.length)],
    })),
    // Booking and other forms
    {
        rule: 'Package booking quantity must be greater than 0',
        forms: 'service store booking (BookingDialog)',
        validate: validateQuantity,
        bad: [
            [0, 'The quantity must be a whole number greater than 0'],
            [-1, 'The quantity must be a whole number greater than 0'],
            [1.5, 'The quantity must be a whole number greater than 0'],
            ['', 'The quantity must be a whole number greater than 0'],
            [null, 'The quantity must be a whole number greater than 0'],
        ],
        good: [1, '3', 1000],
    },
    {
        rule: 'Package booking: the terms checkbox must be ticked',
        forms: 'service store booking (BookingDialog)',
        validate: validateTerms,
        bad: [
            [false, 'Please accept the terms and conditions'],
            [undefined, 'Please accept the terms and conditions'],
        ],
        good: [true],
    },
];

describe('section 5 rules, per form: bad values', () => {
    for (const row of ROWS) {
        if (!row.bad.length) continue;
        it(`${row.rule} — ${row.forms}`, async () => {
            for (const [value, message, values] of row.bad) {
                expect({ value, shown: await run(row, value, values) }).toEqual({
                    value,
                    shown: message,
                });
            }
        });
    }
});

describe('section 5 rules, per form: good boundary values', () => {
    for (const row of ROWS) {
        if (!row.good.length) continue;
        it(`${row.rule} — ${row.forms}`, async () => {
            for (const value of row.good) {
                expect({ value, shown: await run(row, value) }).toEqual({
                    value,
                    shown: undefined,
                });
            }
        });
    }
});

describe('section 5 rules without an input validator', () => {
    const bundle: LicenceBundle = { 1386962: 3 };
    const lighting = { tags: ['lighting'] };

    it('devices: available at least requested + active, else "Not enough licences"', () => {
        const enough = deviceLicenceChecks(bundle, [lighting, lighting], [lighting]);
        const short = deviceLicenceChecks(bundle, [lighting, lighting], [lighting, lighting]);
        expect(enough.map(check => check.enough)).toEqual([true]);
        expect(short.map(check => check.enough)).toEqual([false]);
        usedKeys.add('deviceWizards.activation.not_enough');
        expect(translated('deviceWizards.activation.not_enough')).toBe('Not enough licences');
    });

    it('services: available more than the active ones, else "Not enough licences"', () => {
        const active = (count: number) =>
            Array.from({ length: count }, () => ({ type: 'SLS', isEnabled: true }));
        expect(serviceLicenceCheck(bundle, 'SLS', active(2)).enough).toBe(true);
        expect(serviceLicenceCheck(bundle, 'SLS', active(3)).enough).toBe(false);
        usedKeys.add('resources.services.activation.not_enough');
        expect(translated('resources.services.activation.not_enough')).toBe('Not enough licences');
    });

    it('the shared name rule is one rule: SharedName in a schema', () => {
        // Derived from the schemas (decision 0069): the shared name rule's keywords, whose
        // messages the rows above check.
        for (const [declaration, source] of [
            [services, 'name'],
            [organizations, 'name'],
            [organizations, 'billingId'],
        ] as const) {
            expect(declaration.fields.find(field => field.source === source)?.schema).toMatchObject(
                {
                    required: true,
                    property: {
                        minLength: 2,
                        maxLength: API_LENGTHS.name,
                        'x-pattern': 'nameCharacters',
                        'x-check': ['name'],
                    },
                },
            );
        }
    });

    it('custom alarm editor: the hidden test-run check says "Error"', () => {
        usedKeys.add(TEST_RUN_REQUIRED);
        expect(translated(TEST_RUN_REQUIRED)).toBe('Error');
    });

    it('data sharing: the rows cannot be saved while a header key is empty', () => {
        const key = headerRowsProblem([
            { key: 'Authorization', value: 'x' },
            { key: ' ', value: 'y' },
        ]);
        expect(key && translated(key)).toBe('The header key must not be empty');
        expect(headerRowsProblem([{ key: 'Authorization', value: '' }])).toBeUndefined();
        if (key) usedKeys.add(key);
    });
});

describe('translations of every message used above', () => {
    /** The messages of a language without English underneath. */
    const own = {
        de: flatten(germanOwn),
        it: flatten(italianOwn),
    };

    afterAll(() => usedKeys.clear());

    for (const language of ['de', 'it'] as const) {
        it(`has each in ${language}: not empty and not the key`, () => {
            expect(usedKeys.size).toBeGreaterThan(30);
            const untranslated = [...usedKeys].filter(key => {
                const text = own[language][key];
                return !text?.trim() || text === key;
            });
            expect(untranslated).toEqual([]);
        });
    }
});
