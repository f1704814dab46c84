/** The content service: service-store entries, pricing cards and their SVG images. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import type { Json } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
    sandbox = await startTestSandbox();
});

afterAll(() => sandbox?.close());

const get = async (path: string) => {
    const response = await fetch(`${sandbox.appUrl}${path}`);
    const type = response.headers.get('content-type') ?? '';
    return {
        status: response.status,
        type,
        body: (type.startsWith('application/json')
            ? await response.json()
            : await response.text()) as Json,
    };
};

const SERVICES: Record<string, [string, string[]]> = {
    'smart-lighting': ['Smart Lighting', ['SAP-SLS-S', 'SAP-SLS-M', 'SAP-SLS-SEG', 'SAP-SLS-CTRL']],
    'smart-valve': ['Smart Valve', ['SAP-SVS-S', 'SAP-SVS-M']],
    'traffic-monitoring': ['Traffic Monitoring', ['SAP-STS-S']],
    'environmental-monitoring': ['Environmental Monitoring', ['SAP-SES-S', 'SAP-SES-M']],
};

describe('GET /content/serviceStore/{smartServiceId}', () => {
    test.each(Object.entries(SERVICES))(
        '%s: one plan variant per package',
        async (id, [title, saps]) => {
            const { status, body } = await get(`/content/serviceStore/${id}`);
            expect(status).toBe(200);
            expect(body).toEqual({
                id,
                pageTitle: title,
                icon: `/content/assets/${id}-icon.svg`,
                heroImage: `/content/assets/${id}-hero.svg`,
                highlights: expect.arrayContaining([expect.any(String)]),
                serviceDescription: expect.stringMatching(/\w+/),
                planVariants: saps.map(sapNumber => ({
                    fields: {
                        id: expect.any(Number),
                        sapNumber,
                        planVariantName: expect.any(String),
                        name: expect.any(String),
                        description: expect.any(String),
                        pricing: { currency: 'EUR', recurringFee: expect.any(Number) },
                        specifications: expect.arrayContaining([expect.any(String)]),
                        bookedQuantity: 0,
                    },
                })),
            });
            for (const { fields } of body.planVariants) {
                expect(fields.description.split(' | ')).toHaveLength(4);
                expect(fields.pricing.recurringFee).toBeGreaterThan(0);
            }
        },
    );

    test('plan variants match the billing packages by SAP number (id, specifications)', async () => {
        const { body } = await get('/content/serviceStore/smart-lighting');
        expect(
            body.planVariants.map((v: Json) => [
                v.fields.id,
                v.fields.planVariantName,
                v.fields.pricing.recurringFee,
                v.fields.description.split(' | ')[3],
            ]),
        ).toEqual([
            [501, 'Lighting S', 1200, 'Switch and dim up to 10 street lights per unit'],
            [502, 'Lighting M', 4800, 'Switch and dim up to 50 street lights per unit'],
            [503, 'Light segments', 950, 'Control whole light segments, 10 per unit'],
            [504, 'Controller', 149.9, 'Central switching for one lighting controller'],
        ]);
        expect(body.planVariants[0].fields.specifications).toEqual([
            '10 lighting licences',
            'Dimming schedules',
            'Lamp failure alarms',
        ]);
    });

    test('the list of all entries; unknown ids are 404', async () => {
        const all = await get('/content/serviceStore');
        expect(all.body.map((e: Json) => e.id)).toEqual(Object.keys(SERVICES));
        for (const id of ['smart-parking', 'SMART-LIGHTING', '..%2Fsmart-lighting']) {
            const { status, body } = await get(`/content/serviceStore/${id}`);
            expect(status).toBe(404);
            expect(body).toEqual({ message: expect.stringContaining('not found') });
        }
        expect((await get('/content/serviceStore/toString')).status).toBe(404);
    });
});

describe('GET /content/pricingCards/{sapNumber}', () => {
    test('a card for every plan variant', async () => {
        for (const [, saps] of Object.values(SERVICES)) {
            for (const sapNumber of saps) {
                const { status, body } = await get(`/content/pricingCards/${sapNumber}`);
                expect(status).toBe(200);
                expect(body).toEqual({
                    sapNumber,
                    title: expect.any(String),
                    subtitle: expect.any(String),
                    features: expect.arrayContaining([expect.any(String)]),
                    highlighted: expect.any(Boolean),
                });
            }
        }
        expect((await get('/content/pricingCards/SAP-SLS-M')).body).toMatchObject({
            title: 'Lighting M',
            highlighted: true,
        });
    });

    test('unknown → 404 { message }', async () => {
        expect(await get('/content/pricingCards/SAP-NOPE')).toMatchObject({
            status: 404,
            body: { message: 'Pricing card SAP-NOPE not found' },
        });
    });
});

describe('GET /content/assets/{file}', () => {
    test('every icon and hero image an entry names is an SVG', async () => {
        for (const id of Object.keys(SERVICES)) {
            const { body: entry } = await get(`/content/serviceStore/${id}`);
            for (const url of [entry.icon, entry.heroImage]) {
                const { status, type, body } = await get(url);
                expect(status).toBe(200);
                expect(type).toMatch(/^image\/svg\+xml/);
                expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox/);
                expect(body.trim().endsWith('</svg>')).toBe(true);
            }
        }
    });

    test('unknown files and paths out of the folder are 404', async () => {
        for (const file of ['nope.svg', '..%2Fassets.ts', '%2E%2E%2Fassets.ts', 'assets.ts']) {
            const { status, body } = await get(`/content/assets/${file}`);
            expect(status).toBe(404);
            expect(body).toEqual({ message: expect.stringContaining('not found') });
        }
        expect(await get('/content/nothing/here')).toMatchObject({
            status: 404,
            body: { message: 'No content at /content/nothing/here' },
        });
    });

    test('no sign-in needed; readable from another origin', async () => {
        const response = await fetch(`${sandbox.appUrl}/content/serviceStore/smart-valve`, {
            headers: { origin: 'https://elsewhere.example' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });
});
