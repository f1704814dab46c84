/**
 * The table of known server errors (src/api/errors/serverErrors.ts) against every message the sandbox's
 * product API answers with: the messages are read from its source (each throw of badRequest,
 * forbidden, notFound, conflict, missingRecord and ApiError, with sample values in the
 * template's gaps and both sides of a condition), so a new message of the sandbox that the table
 * does not know fails here. Each one must be recognised, and its German and Italian texts must
 * differ from the English one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { knowRecordNames } from '../../src/api/errors/recordNames';
import { recogniseServerError, serverErrorText } from '../../src/api/errors/serverErrors';
import { hygieneMessage } from '../../src/validation/hygiene';
import { resources } from '../../resources';
import { collections } from '../../resources/collections';
import { scriptFailureMessage } from '../../sandbox/scripts/runScript';
import { RULE_MESSAGES } from '../../src/validation/rulesAcrossFields';
import { commandParams } from '../../resources/devices/schema';
import { entitySchemas, schemaMessages } from './schemaMessages';
import { translated, type Locale } from './shownMessage';

interface Sample {
    status: number;
    message: string;
    where: string;
}

const ROOT = join(__dirname, '../..');
const SOURCES = [
    ...readdirSync(join(ROOT, 'sandbox/api'))
        // errors.ts defines the helpers; its own three messages are in `built` below.
        .filter(name => name.endsWith('.ts') && name !== 'errors.ts')
        .map(name => `sandbox/api/${name}`),
    'sandbox/uplinks/routes.ts',
];

const STATUS_OF: Record<string, number> = {
    badRequest: 400,
    forbidden: 403,
    notFound: 404,
    conflict: 409,
};

/** Sample values for the gaps of a template, by the gap's source; anything else is "7". */
const GAP_SAMPLES: Record<string, string> = {
    'error.message': 'deviceId is required',
    given: ' (0004A30B001C0530)',
    what: 'must be an integer',
    // The record a body's reference names (sandbox/api/references.ts).
    referenced: 'Integration',
};

const parsed = SOURCES.map(path => ({
    path,
    file: ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest),
}));

/**
 * Constants holding messages: a local `message` in its own file, else an exported one
 * (NO_ACCESS, BILLING_TOKEN_REQUIRED) wherever it is declared.
 */
const constantsOf = (file: ts.SourceFile) => {
    const found = new Map<string, ts.Expression[]>();
    const visit = (node: ts.Node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
            found.set(node.name.text, [...(found.get(node.name.text) ?? []), node.initializer]);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
};
const constantsByFile = new Map(parsed.map(({ file }) => [file, constantsOf(file)]));
/** The initializers of a constant, each with the file it is written in. */
const constant = (name: string, file: ts.SourceFile) => {
    const own = constantsByFile.get(file)?.get(name);
    if (own) return own.map(initializer => ({ initializer, file }));
    return [...constantsByFile].flatMap(([where, constants]) =>
        (constants.get(name) ?? []).map(initializer => ({ initializer, file: where })),
    );
};

/**
 * The gaps of the declared collections' messages (sandbox/api/declaredCollection.ts), one set of
 * samples per collection of resources/collections.ts, as its record schema's title words them.
 */
const COLLECTION_GAPS = collections.map(collection => {
    const Thing = (collection.schemas.record as { title?: string }).title ?? collection.name;
    const thing = Thing.toLowerCase();
    return {
        Thing,
        thing,
        article: /^[aeiou]/.test(thing) ? 'An' : 'A',
        named: 'named Street lights',
        organizationField: collection.organizationInBody ?? 'organizationId',
    } as Record<string, string>;
});
const usesCollectionGaps = (node: ts.TemplateExpression, file: ts.SourceFile) =>
    node.templateSpans.some(span => span.expression.getText(file) in COLLECTION_GAPS[0]!);

/** Every text an expression can be, with sample values in its gaps. */
const texts = (node: ts.Expression, file: ts.SourceFile): string[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isParenthesizedExpression(node)) return texts(node.expression, file);
    if (ts.isConditionalExpression(node)) {
        return [...texts(node.whenTrue, file), ...texts(node.whenFalse, file)];
    }
    if (ts.isTemplateExpression(node)) {
        const filled = (samples: Record<string, string>) => {
            let results = [node.head.text];
            for (const span of node.templateSpans) {
                const source = span.expression.getText(file);
                const gap = ts.isConditionalExpression(span.expression)
                    ? texts(span.expression, file)
                    : [samples[source] ?? GAP_SAMPLES[source] ?? '7'];
                results = results.flatMap(start =>
                    gap.map(value => start + value + span.literal.text),
                );
            }
            return results;
        };
        return usesCollectionGaps(node, file) ? COLLECTION_GAPS.flatMap(filled) : filled({});
    }
    if (ts.isIdentifier(node)) {
        const found = constant(node.text, file);
        return found.flatMap(({ initializer, file: where }) =>
            ts.isStringLiteral(initializer) || ts.isTemplateExpression(initializer)
                ? texts(initializer, where)
                : [],
        );
    }
    return [];
};

const fromSources = (): Sample[] => {
    const samples: Sample[] = [];
    for (const { path, file } of parsed) {
        const add = (status: number, node: ts.Expression) => {
            const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
            for (const message of texts(node, file)) {
                samples.push({ status, message, where: `${path}:${line}` });
            }
        };
        const visit = (node: ts.Node) => {
            if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
                const name = node.expression.text;
                const [first] = node.arguments;
                if (name in STATUS_OF && first) add(STATUS_OF[name], first);
                if (name === 'missingRecord') {
                    add(404, node.arguments[node.arguments.length - 1]);
                }
            }
            if (
                ts.isNewExpression(node) &&
                ts.isIdentifier(node.expression) &&
                node.expression.text === 'ApiError' &&
                node.arguments?.length === 2
            ) {
                const [status, message] = node.arguments;
                add(ts.isNumericLiteral(status) ? Number(status.text) : 400, message);
            }
            ts.forEachChild(node, visit);
        };
        visit(file);
    }
    return samples;
};

/** Messages built by helpers rather than at the throw. */
const built: Sample[] = [
    ...(['empty', 'bidi', 'control', 'url', 'private_address'] as const).map(problem => ({
        status: 400,
        message: hygieneMessage('Name', problem),
        where: 'src/validation/hygiene.ts hygieneMessage',
    })),
    ...(
        [
            { failure: 'syntax', detail: 'Unexpected token' },
            { failure: 'thrown', detail: "ReferenceError: 'boom' is not defined" },
            { failure: 'timeout' },
            { failure: 'memory' },
            { failure: 'missingFunction', detail: 'process' },
            { failure: 'notJson', detail: 'BigInt' },
        ] as const
    ).map(outcome => ({
        status: 400,
        message: scriptFailureMessage({ ok: false, detail: '', ...outcome } as Parameters<
            typeof scriptFailureMessage
        >[0]),
        where: 'sandbox/scripts/runScript.ts scriptFailureMessage',
    })),
    ...RULE_MESSAGES.map(message => ({
        status: 400,
        message,
        where: 'src/validation/rulesAcrossFields.ts',
    })),
    { status: 401, message: 'Unauthorized', where: 'sandbox/api/errors.ts unauthorized' },
    { status: 500, message: 'Internal server error', where: 'sandbox/api/errors.ts' },
    { status: 404, message: 'No route for GET /api/nothing', where: 'sandbox/api/errors.ts' },
    // A command's parameters: a schema built from the device type's command set.
    ...(['integer', 'number', 'string', 'boolean'] as const).flatMap(type =>
        schemaMessages(
            commandParams({ brightness: { type, enum: [1, 2], minimum: 0, maximum: 100 } }),
        ).map(message => ({
            status: 400,
            message,
            where: 'resources/devices/schema.ts commandParams',
        })),
    ),
];

/** What the routes' schemas answer (sandbox/api/schemaValidation.ts): no table lists them. */
const fromSchemas = (): Sample[] =>
    entitySchemas().flatMap(([where, schema]) =>
        [...new Set(schemaMessages(schema))].map(message => ({ status: 400, message, where })),
    );

const samples = [...fromSources(), ...built, ...fromSchemas()];

const translator = (locale: Locale) => (key: string, values?: Record<string, string | number>) =>
    translated(key, values, locale);

// As the console does at start: the declared resources' records are known by their title.
knowRecordNames(resources);

describe('the known server errors', () => {
    it('reads the sandbox messages from its source', () => {
        // Floors, so that a broken extraction cannot pass by finding nothing. The field checks
        // moving into the schemas lower the first and raise the second: with registration,
        // onboarding, downlinks and billing as schemas (decision 0067), 119 and 1038.
        expect(fromSources().length).toBeGreaterThan(100);
        expect(fromSchemas().length).toBeGreaterThan(900);
        expect(samples.map(sample => sample.message)).toContain('Device 7 not found');
        expect(samples.map(sample => sample.message)).toContain(
            'Integration 7 not found in this organization',
        );
        expect(samples.map(sample => sample.message)).toContain(
            'Wrong billing username or password',
        );
        expect(fromSchemas().map(sample => sample.message)).toEqual(
            expect.arrayContaining([
                'Name is required',
                "Billing ID may only contain letters, digits, spaces and - _ . & ' ( ) ,",
                'Type must be one of SLS, STS, SVS, SES',
                // A list's items by their row, the downlinks' and billing's own words.
                'Device 1 (0004A30B001C0530): name must be at most 128 characters long',
                'Device 1: integrationId must be a positive integer',
                'Device 1 (0004A30B001C0530): Each device must be an object',
                'fPort must be a whole number',
                'Payload must be a JSON object',
                'Country must be a two-letter country code',
                'Quantity must be at most 100000',
                'url must not point at a loopback, link-local or private address',
            ]),
        );
        expect(samples.map(sample => sample.message)).toEqual(
            expect.arrayContaining([
                'Parameter brightness must be at most 100',
                'Parameter brightness must be one of 1, 2',
                'Payload must be capitalized',
            ]),
        );
    });

    it.each(samples.map(sample => [`${sample.status} ${sample.message}`, sample] as const))(
        'recognises %s',
        (_, sample) => {
            expect(
                recogniseServerError(sample.status, sample.message),
                `${sample.where}: ${sample.message}`,
            ).toBeDefined();
        },
    );

    it.each(samples.map(sample => [`${sample.status} ${sample.message}`, sample] as const))(
        'translates %s to German and Italian',
        (_, sample) => {
            const english = serverErrorText(sample.status, sample.message, translator('en')).text;
            for (const locale of ['de', 'it'] as const) {
                const text = serverErrorText(sample.status, sample.message, translator(locale));
                expect(text.lead, `${locale}: ${sample.message}`).toBeUndefined();
                expect(text.text, `${locale}: ${sample.message}`).not.toBe(english);
                expect(text.text).not.toMatch(/app\.server_error|%\{/);
            }
            expect(english).not.toMatch(/app\.server_error|%\{/);
        },
    );

    it.each([
        [404, 'Device 99999 not found', 'de', 'Nicht gefunden: Gerät 99999'],
        [404, 'Device 99999 not found', 'it', 'Elemento non trovato: Dispositivo 99999'],
        [
            401,
            'Wrong billing username or password',
            'de',
            'Benutzername oder Passwort des Abrechnungskontos ist falsch',
        ],
        [
            400,
            'Device 2 (0004A30B001C0530): deviceId is required',
            'de',
            'Gerät 2: deviceId: Pflichtfeld',
        ],
        [404, 'Device 99999 not found', 'en', 'Device 99999 not found'],
        [404, 'Device group 5 not found', 'de', 'Nicht gefunden: Gerätegruppe 5'],
        [
            404,
            'Device type Acme/X/1 not found',
            'it',
            'Elemento non trovato: Tipo di dispositivo Acme/X/1',
        ],
        // A reference of another organization, whatever resource it names (issue 41).
        [
            400,
            'Service 201 not found in this organization',
            'de',
            'Dienst 201 gibt es in dieser Organisation nicht',
        ],
        [
            400,
            'Integration 7 not found in this organization',
            'it',
            'Integrazione 7 non esiste in questa organizzazione',
        ],
        [
            400,
            'Device 21 not found in this organization',
            'de',
            'Gerät 21 gibt es in dieser Organisation nicht',
        ],
        [
            409,
            'Service 4 is used by 2 device(s) and 1 device group(s)',
            'de',
            'Dienst 4 wird von 2 Gerät(en) und 1 Gerätegruppe(n) verwendet.',
        ],
        // Named by their declarations' record titles, not by the table.
        [404, 'Organization 9 not found', 'it', 'Elemento non trovato: Organizzazione 9'],
    ] as const)(
        'puts the values of the message into the text: %i %s (%s)',
        (status, message, locale, text) => {
            expect(serverErrorText(status, message, translator(locale)).text).toBe(text);
        },
    );

    it('needs the status too: a message with another status is not the known error', () => {
        expect(recogniseServerError(500, 'Wrong billing username or password')).toBeUndefined();
        expect(recogniseServerError(404, 'Not enough licences')).toBeUndefined();
    });

    it('leads an unknown message with a translated sentence and keeps the message', () => {
        expect(serverErrorText(500, 'Database is on fire', translator('de'))).toEqual({
            text: 'Der Server hat geantwortet: Database is on fire',
            lead: 'Der Server hat geantwortet:',
            serverMessage: 'Database is on fire',
        });
        expect(serverErrorText(500, 'Database is on fire', translator('it')).lead).toBe(
            'Il server ha risposto:',
        );
        expect(serverErrorText(500, 'Database is on fire', translator('en')).lead).toBe(
            'The server answered:',
        );
        // A bulk row whose own message is unknown is unknown as a whole.
        expect(recogniseServerError(400, 'Device 3: something odd')).toBeUndefined();
    });
});
