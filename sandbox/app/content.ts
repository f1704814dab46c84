import type { FastifyInstance } from 'fastify';
import { contentAssets } from '../content/assets.ts';
import { pricingCard } from '../content/pricingCards.ts';
import { SERVICE_STORE_IDS, serviceStoreEntry } from '../content/serviceStore.ts';
import { inLanguage, requestedLanguage } from './acceptLanguage.ts';

type Params<K extends string> = { Params: Record<K, string> };

/**
 * The content service (public, no token): service-store entries by smart service id, pricing
 * cards by SAP number, and the SVG images the entries point to. The texts come in the language
 * the request's Accept-Language asks for (en, de, it; anything else: English).
 */
export async function contentService(app: FastifyInstance): Promise<void> {
    const base = app.prefix;
    const assets = contentAssets();

    app.addHook('onSend', async (_request, reply, payload) => {
        // Another origin may read it, as the product's own content service allows.
        reply.header('access-control-allow-origin', '*');
        return payload;
    });

    app.get('/health', async () => ({ ok: true }));

    app.get('/serviceStore', async (request, reply) => {
        const language = requestedLanguage(request, reply);
        const entries = SERVICE_STORE_IDS.map(id => serviceStoreEntry(id, base, language));
        return inLanguage(reply, language, entries);
    });

    app.get<Params<'id'>>('/serviceStore/:id', async (request, reply) => {
        const language = requestedLanguage(request, reply);
        const entry = serviceStoreEntry(request.params.id, base, language);
        if (!entry) {
            return reply
                .code(404)
                .send({ message: `Service store entry ${request.params.id} not found` });
        }
        return inLanguage(reply, language, entry);
    });

    app.get<Params<'sapNumber'>>('/pricingCards/:sapNumber', async (request, reply) => {
        const language = requestedLanguage(request, reply);
        const card = pricingCard(request.params.sapNumber, language);
        if (!card) {
            return reply
                .code(404)
                .send({ message: `Pricing card ${request.params.sapNumber} not found` });
        }
        return inLanguage(reply, language, card);
    });

    app.get<Params<'file'>>('/assets/:file', async (request, reply) => {
        const svg = assets.get(request.params.file);
        if (!svg) {
            return reply.code(404).send({ message: `Asset ${request.params.file} not found` });
        }
        return reply
            .type('image/svg+xml')
            .header('cache-control', 'public, max-age=3600')
            .send(svg);
    });

    app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({ message: `No content at ${request.url.split('?')[0]}` }),
    );
}
