/**
 * Input hygiene (src/validation/hygiene.ts), the module the forms and the sandbox share: a corpus
 * of names, free texts and addresses through the module, through every form validator that
 * uses it (with the message the user reads, in en, de and it), and through the registration
 * CSV's row check. tests/sandbox/hygiene.test.ts sends the same corpus to the API.
 */
import { composeValidators, type ValidationErrorMessage, type Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { accountFieldRule } from '../../custom-pages/billing/store/accountForm';
import { checkRegistration } from '../../resources/devices/registration/registrationRows';
import { headerValueRule } from '../../resources/dataSharing/headerRows';
import { addressFormat, addressRule, topicRule } from '../../resources/dataSharing/validation';
import {
    HYGIENE_MESSAGES,
    hygieneMessage,
    isPrivateHost,
    nameKey,
    normalizeText,
    textProblem,
    urlProblem,
    type HygieneProblem,
    type TextKind,
    type TextProblem,
} from '../../src/validation/hygiene';
import { cleanName, cleanText, httpUrl, required } from '../../src/validation/rules';
import { HYGIENE_TEXTS, HYGIENE_URLS } from '../sandbox/support/hygieneCorpus';
import { FORM_RULES } from './formRules';
import { shown, translated, type Locale } from './shownMessage';

const {
    customAlarmDescription,
    customAlarmTitle,
    deviceDescription,
    deviceLocation,
    deviceName,
    responsibleEmail,
    responsibleName,
    serviceName,
    testAlarmDescription,
    testAlarmTitle,
} = FORM_RULES;

describe('names and free texts', () => {
    it.each(HYGIENE_TEXTS)('%s', (_label, input, kind, problem, stored) => {
        expect(textProblem(input, kind)).toBe(problem);
        if (stored !== undefined) expect(normalizeText(input)).toBe(stored);
    });

    it('compares names in their normalised form', () => {
        expect(nameKey('Cafe\u0301')).toBe(nameKey(' Café '));
        expect(nameKey('Å')).toBe(nameKey('A\u030A'));
        expect(nameKey('Lamp')).not.toBe(nameKey('Lamp\u200B'));
    });
});

describe('addresses', () => {
    it.each(HYGIENE_URLS)('%s → %s', (input, problem) => {
        expect(urlProblem(input, { allowPrivate: false })).toBe(problem);
        expect(urlProblem(input)).toBe(problem === 'private_address' ? null : problem);
    });

    it('knows private hosts by name and address', () => {
        expect(isPrivateHost('LOCALHOST')).toBe(true);
        expect(isPrivateHost('api.localhost')).toBe(true);
        expect(isPrivateHost('[::ffff:7f00:1]')).toBe(true);
        expect(isPrivateHost('172.32.0.1')).toBe(false);
        expect(isPrivateHost('localhost.example')).toBe(false);
    });
});

const run = async (validate: Validator | Validator[], value: unknown, values = {}) =>
    shown(
        (await composeValidators(Array.isArray(validate) ? validate : [validate])(
            value,
            values,
            {},
        )) as ValidationErrorMessage | null | undefined,
    );

const MESSAGE = (problem: HygieneProblem, locale: Locale = 'en') =>
    translated(HYGIENE_MESSAGES[problem], {}, locale);

/** The form validators that apply the text rules, and the kind each applies. */
const TEXT_RULES: [string, Validator | Validator[], TextKind][] = [
    ['cleanName (invoice reference, Swisscom multicast texts)', cleanName, 'name'],
    ['cleanText', cleanText, 'text'],
    ['device description', deviceDescription, 'text'],
    ['test alarm description', testAlarmDescription, 'text'],
    ['device location', deviceLocation, 'name'],
    ['device name (device page, REST onboarding)', deviceName, 'name'],
    ['test alarm title', testAlarmTitle, 'name'],
    ['responsible name', responsibleName, 'name'],
    ['custom alarm title', customAlarmTitle, 'name'],
    ['custom alarm description', customAlarmDescription, 'text'],
    ['billing account fields', accountFieldRule, 'name'],
    ['data sharing MQTT topic', topicRule, 'name'],
];

describe('the forms refuse what the module refuses, with its message', () => {
    describe.each(TEXT_RULES)('%s', (_name, validate, kind) => {
        const cases = HYGIENE_TEXTS.filter(([, input, textKind]) => {
            return textKind === kind && input.trim() !== '';
        });
        it.each(cases)('%s', async (_label, input, _kind, problem) => {
            expect(await run(validate, input)).toBe(problem ? MESSAGE(problem) : undefined);
        });
    });

    it('refuses the same names in the shared name rule (services, organizations)', async () => {
        for (const [, input, kind, problem] of HYGIENE_TEXTS) {
            if (kind !== 'name' || !problem || input.trim() === '') continue;
            expect(await run(serviceName, input), JSON.stringify(input)).toBeDefined();
        }
    });

    it('asks for http(s) addresses with a host, not private (integration URL, sharing target)', async () => {
        for (const [input, problem] of HYGIENE_URLS) {
            expect(await run(httpUrl, input), input).toBe(problem ? MESSAGE(problem) : undefined);
            const target = await run(addressFormat, input, { protocol: 'HTTP' });
            expect(target, input).toBe(
                problem === 'url'
                    ? translated('resources.dataSharing.validation.http_address')
                    : problem
                      ? MESSAGE(problem)
                      : undefined,
            );
        }
    });

    it('keeps line breaks and controls out of a sharing header value (header injection)', async () => {
        expect(await run(headerValueRule, 'Bearer x\r\nX-Injected: 1')).toBe(MESSAGE('control'));
        expect(await run(headerValueRule, 'Bearer \u202Ex')).toBe(MESSAGE('bidi'));
        expect(await run(headerValueRule, '')).toBeUndefined();
        expect(await run(headerValueRule, 'Bearer e2e-secret')).toBeUndefined();
    });

    it.each(['en', 'de', 'it'] as Locale[])('has every message in %s', locale => {
        for (const problem of Object.keys(HYGIENE_MESSAGES) as HygieneProblem[]) {
            const text = MESSAGE(problem, locale);
            expect(text).not.toBe(HYGIENE_MESSAGES[problem]);
            if (locale !== 'en') expect(text).not.toBe(MESSAGE(problem));
        }
    });

    it('takes a text of spaces only as empty wherever a field is required', async () => {
        const REQUIRED = translated('ra.validation.required');
        for (const [name, rule] of [
            ['the shared name rule', serviceName],
            ['a test alarm title', testAlarmTitle],
            ['a device name', deviceName],
            ['a custom alarm description', customAlarmDescription],
            ['responsible name', responsibleName],
            ['required', required()],
        ] as const) {
            for (const blank of ['', '   ', '\t \n']) {
                expect(await run(rule, blank), `${name}: ${JSON.stringify(blank)}`).toBe(REQUIRED);
            }
            expect(await run(rule, ' Valves North '), name).toBeUndefined();
        }
        // Still react-admin's kind of rule: the label's asterisk, and a message of the form's own.
        expect((required() as { isRequired?: boolean }).isRequired).toBe(true);
        expect(required()).toBe(required());
        expect(
            await run(required('resources.deviceGroups.validation.device_type_required'), ' '),
        ).toBe(translated('resources.deviceGroups.validation.device_type_required'));
        expect(await run(required(), 0)).toBeUndefined();
    });

    it('says in the form when a name or text is longer than the API takes', async () => {
        const tooLong = (max: number) => translated('ra.validation.maxLength', { max });
        for (const [name, rule, max] of [
            ['responsible name', responsibleName, 128],
            ['device name', deviceName, 128],
            ['custom alarm title', customAlarmTitle, 255],
            ['test alarm title', testAlarmTitle, 255],
            ['billing account fields', accountFieldRule, 255],
            ['custom alarm description', customAlarmDescription, 2000],
            ['device description', deviceDescription, 2000],
            ['test alarm description', testAlarmDescription, 2000],
            ['device location', deviceLocation, 500],
            ['data sharing MQTT topic', topicRule, 255],
        ] as const) {
            expect(await run(rule, 'a'.repeat(max)), name).toBeUndefined();
            expect(await run(rule, 'a'.repeat(max + 1)), name).toBe(tooLong(max));
        }
        // A responsible's email and a data sharing's address, valid but for their length.
        const email = (length: number) =>
            `${'a'.repeat(length - '@example.com'.length)}@example.com`;
        expect(await run(responsibleEmail, email(254))).toBeUndefined();
        expect(await run(responsibleEmail, email(255))).toBe(tooLong(254));
        const address = (length: number) =>
            `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
        expect(await run(addressRule, address(1000), { protocol: 'HTTP' })).toBeUndefined();
        expect(await run(addressRule, address(1001), { protocol: 'HTTP' })).toBe(tooLong(1000));
    });

    it('gives the API a message naming the field', () => {
        expect(hygieneMessage('Name', 'bidi')).toMatch(/^Name must not hold bidirectional/);
        expect(hygieneMessage('url', 'private_address')).toMatch(/^url must not point at a/);
    });
});

describe('registration rows', () => {
    const TYPE = { vendor: 'V', deviceType: 'T', firmware: '1' };
    const check = (name: string, description = '') =>
        checkRegistration(
            {
                header: ['name', 'deviceId', 'vendor', 'deviceType', 'firmware', 'description'],
                rows: [[name, 'dev-1', 'V', 'T', '1', description]],
            },
            {
                integrationType: 'REST',
                knownDeviceIds: new Set(),
                deviceTypes: [TYPE],
                serviceIds: new Set(),
            },
        ).rows[0].problems;

    const codes: Record<TextProblem, string> = {
        empty: 'text_empty',
        bidi: 'text_bidi',
        control: 'text_control',
    };

    it.each(HYGIENE_TEXTS.filter(([, input]) => input.trim() !== ''))(
        '%s',
        (_label, input, kind, problem) => {
            const problems = kind === 'name' ? check(input) : check('Lamp', input);
            const column = kind === 'name' ? 'name' : 'description';
            expect(problems).toEqual(problem ? [{ code: codes[problem], column }] : []);
        },
    );

    it.each(['en', 'de', 'it'] as Locale[])('names the column in %s', locale => {
        for (const code of Object.values(codes)) {
            const text = translated(
                `deviceWizards.register.problems.${code}`,
                { column: 'name' },
                locale,
            );
            expect(text).toMatch(/^name /);
        }
    });
});
