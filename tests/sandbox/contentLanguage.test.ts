/**
 * The store's texts in the language the request asks for (sandbox/API.md "Content service" and
 * "Billing"): the content service's entries and pricing cards and the billing packages'
 * specifications answer in German, Italian or English by Accept-Language, English for anything
 * else or no header, say so with Content-Language and Vary: Accept-Language, and keep each
 * language's body when compressed.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import type { Json } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
/** The headers GET /billing/packages needs: organization admin of 1, its billing token. */
let packageHeaders: Record<string, string>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    const token = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin')).access_token;
    const signIn = await fetch(`${sandbox.appUrl}/api/billing/token`, {
        method: 'POST',
        headers: {
            authorization: `Bearer ${token}`,
            'x-organization-id': '1',
            'content-type': 'application/json',
        },
        body: JSON.stringify({ username: 'musterstadt', password: 'musterstadt' }),
    });
    const { access_token: billingToken } = (await signIn.json()) as { access_token: string };
    packageHeaders = {
        authorization: `Bearer ${token}`,
        'x-organization-id': '1',
        'x-billing-token': billingToken,
    };
}, 30_000);

afterAll(() => sandbox?.close());

interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Json;
    /** The bytes as they came over the wire. */
    raw: Buffer;
}

/**
 * A GET with exactly these headers (fetch would add its own Accept-Language, `*`, and
 * Accept-Encoding), its body decoded and parsed.
 */
const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: sandbox.appPort, path, headers }, response => {
            const chunks: Buffer[] = [];
            response.on('data', chunk => chunks.push(chunk as Buffer));
            response.on('end', () => {
                const raw = Buffer.concat(chunks);
                const encoding = response.headers['content-encoding'];
                const text = (
                    encoding === 'br'
                        ? zlib.brotliDecompressSync(raw)
                        : encoding === 'gzip'
                          ? zlib.gunzipSync(raw)
                          : raw
                ).toString('utf8');
                resolve({
                    status: response.statusCode ?? 0,
                    headers: response.headers,
                    body: text ? JSON.parse(text) : undefined,
                    raw,
                });
            });
        }).on('error', reject);
    });

const inLanguage = (acceptLanguage: string | undefined, extra: Record<string, string> = {}) =>
    acceptLanguage === undefined ? extra : { ...extra, 'accept-language': acceptLanguage };

const entry = (acceptLanguage?: string) =>
    get('/content/serviceStore/smart-lighting', inLanguage(acceptLanguage));
const card = (acceptLanguage?: string) =>
    get('/content/pricingCards/SAP-SLS-CTRL', inLanguage(acceptLanguage));
const packages = (acceptLanguage?: string) =>
    get('/api/billing/packages?size=1000000', inLanguage(acceptLanguage, packageHeaders));

/** One text of each kind, in each language. */
const EXPECTED = {
    en: {
        pageTitle: 'Smart Lighting',
        highlight: 'Switch and dim every street light from one place',
        planVariantName: 'Lighting S',
        shown: 'Switch and dim up to 10 street lights per unit',
        subtitle: 'One central lighting controller',
        feature: 'Central switching',
        specification: '10 lighting licences',
    },
    de: {
        pageTitle: 'Intelligente Beleuchtung',
        highlight: 'Jede Straßenleuchte von einem Ort aus schalten und dimmen',
        planVariantName: 'Beleuchtung S',
        shown: 'Bis zu 10 Straßenleuchten pro Einheit schalten und dimmen',
        subtitle: 'Ein zentrales Beleuchtungssteuergerät',
        feature: 'Zentrales Schalten',
        specification: '10 Beleuchtungslizenzen',
    },
    it: {
        pageTitle: 'Illuminazione intelligente',
        highlight: 'Accendi, spegni e attenua ogni lampione da un unico punto',
        planVariantName: 'Illuminazione S',
        shown: 'Accendi, spegni e attenua fino a 10 lampioni per unità',
        subtitle: 'Un’unica centralina per l’illuminazione',
        feature: 'Comando centralizzato',
        specification: '10 licenze di illuminazione',
    },
} as const;

type Language = keyof typeof EXPECTED;

/** The language an answer's texts are in, by the texts themselves. */
const textsOf = async (acceptLanguage?: string) => {
    const [store, pricing, sale] = await Promise.all([
        entry(acceptLanguage),
        card(acceptLanguage),
        packages(acceptLanguage),
    ]);
    for (const answer of [store, pricing, sale]) expect(answer.status).toBe(200);
    const small = store.body.planVariants[0].fields;
    return {
        languages: [store, pricing, sale].map(answer => answer.headers['content-language']),
        texts: {
            pageTitle: store.body.pageTitle,
            highlight: store.body.highlights[0],
            planVariantName: small.planVariantName,
            shown: small.description.split(' | ')[3],
            subtitle: pricing.body.subtitle,
            feature: pricing.body.features[1],
            specification: sale.body.find((item: Json) => item.id === 501).specifications[0],
        },
        variantSpecification: small.specifications[0],
    };
};

describe('the store texts follow Accept-Language', () => {
    test.each([
        ['de, en;q=0.5', 'de'],
        ['it, en;q=0.5', 'it'],
        ['en', 'en'],
        ['de-CH', 'de'],
        ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 'it'],
        ['fr, it;q=0.7, de;q=0.5', 'it'],
        ['en;q=0.4, DE', 'de'],
        ['de;q=0, it', 'it'],
    ] as const)('%j answers %s', async (acceptLanguage, language: Language) => {
        const { languages, texts, variantSpecification } = await textsOf(acceptLanguage);
        expect(languages).toEqual([language, language, language]);
        expect(texts).toEqual(EXPECTED[language]);
        // The plan variant's specifications are the package's, in the same language.
        expect(variantSpecification).toBe(EXPECTED[language].specification);
    });

    test.each([
        ['no header', undefined],
        ['a language the sandbox does not speak', 'fr-FR, fr;q=0.9, es;q=0.8'],
        ['any language', '*'],
        ['only refusals', 'de;q=0, it;q=0'],
        ['nonsense', ';;,q=1'],
    ])('%s: English', async (_name, acceptLanguage) => {
        const { languages, texts } = await textsOf(acceptLanguage);
        expect(languages).toEqual(['en', 'en', 'en']);
        expect(texts).toEqual(EXPECTED.en);
    });

    test('every answer says that it varies by Accept-Language, a 404 too', async () => {
        const answers = [
            await entry('de'),
            await card('it'),
            await packages('de'),
            await get('/content/serviceStore', { 'accept-language': 'it' }),
        ];
        for (const answer of answers) {
            expect(answer.headers.vary?.toLowerCase()).toContain('accept-language');
        }
        const missing = await get('/content/pricingCards/SAP-NOPE', { 'accept-language': 'de' });
        expect(missing.status).toBe(404);
        expect(missing.headers.vary?.toLowerCase()).toContain('accept-language');
        expect(missing.headers['content-language']).toBeUndefined();
        expect(missing.body).toEqual({ message: 'Pricing card SAP-NOPE not found' });
    });
});

/** Fields whose strings are keys, addresses or codes, the same in every language. */
const NOT_TEXT = new Set([
    'id',
    'sapNumber',
    'smartServiceId',
    'icon',
    'heroImage',
    'currency',
    'licenceTypeId',
]);

/** Every text of an answer (its strings but keys, addresses and codes), by its place in it. */
const textLeaves = (value: Json, at = ''): [string, string][] => {
    if (typeof value === 'string') return [[at, value]];
    if (Array.isArray(value)) {
        return value.flatMap((item, index) => textLeaves(item, `${at}[${index}]`));
    }
    if (value && typeof value === 'object') {
        return Object.entries(value).flatMap(([key, item]) =>
            NOT_TEXT.has(key) ? [] : textLeaves(item, `${at}.${key}`),
        );
    }
    return [];
};

/** An answer with each text replaced by "text": the same in every language. */
const withoutTexts = (value: Json): Json =>
    JSON.parse(JSON.stringify(value), (key, item) =>
        typeof item === 'string' && !NOT_TEXT.has(key) ? 'text' : item,
    );

describe('German and Italian are complete', () => {
    test.each(['de', 'it'] as const)('%s: every English text has its own', async language => {
        const sources = async (acceptLanguage: string) => {
            const headers = { 'accept-language': acceptLanguage };
            const { body: store } = await get('/content/serviceStore', headers);
            const cards = [];
            for (const { planVariants } of store) {
                for (const { fields } of planVariants) {
                    cards.push(
                        (await get(`/content/pricingCards/${fields.sapNumber}`, headers)).body,
                    );
                }
            }
            return { store, cards, packages: (await packages(acceptLanguage)).body };
        };
        const english = await sources('en');
        const other = await sources(language);
        expect(withoutTexts(other)).toEqual(withoutTexts(english));
        const englishTexts = new Map(textLeaves(english));
        const untranslated = textLeaves(other).filter(([at, text]) => {
            const source = englishTexts.get(at)!;
            // The description's codes (service and size) stay; the rest is translated.
            if (at.endsWith('.description')) {
                const [code, size, ...rest] = text.split(' | ');
                const [sourceCode, sourceSize, ...sourceRest] = source.split(' | ');
                return (
                    code !== sourceCode ||
                    size !== sourceSize ||
                    rest.length !== 2 ||
                    rest.some((part, index) => !part || part === sourceRest[index])
                );
            }
            return !text.trim() || text === source;
        });
        expect(untranslated).toEqual([]);
        expect(englishTexts.size).toBeGreaterThan(100);
    });
});

describe('compressed answers keep their language', () => {
    test.each([
        ['/content/serviceStore', {}],
        ['/api/billing/packages?size=1000000', 'packages'],
    ] as const)('%s, brotli and gzip, one language after another', async (path, kind) => {
        const headersOf = (acceptLanguage: string, acceptEncoding?: string) => ({
            ...(kind === 'packages' ? packageHeaders : {}),
            'accept-language': acceptLanguage,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        });
        const plain = {
            de: await get(path, headersOf('de')),
            en: await get(path, headersOf('en')),
            it: await get(path, headersOf('it')),
        };
        expect(plain.de.raw.equals(plain.en.raw)).toBe(false);
        for (const encoding of ['br', 'gzip']) {
            for (const language of ['de', 'en', 'it', 'de', 'en'] as const) {
                const answer = await get(path, headersOf(language, encoding));
                expect(answer.headers['content-encoding']).toBe(encoding);
                expect(answer.headers['content-language']).toBe(language);
                const vary = (answer.headers.vary ?? '').toLowerCase();
                expect(vary).toContain('accept-encoding');
                expect(vary).toContain('accept-language');
                expect(answer.body).toEqual(plain[language].body);
            }
        }
    });
});
