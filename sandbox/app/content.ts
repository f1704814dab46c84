import type { FastifyInstance } from 'fastify';

/** The content service (service-store entries, pricing cards): a placeholder for now. */
export async function contentService(app: FastifyInstance): Promise<void> {
    app.get('/health', async () => ({ ok: true }));
    app.setNotFoundHandler(async (request, reply) =>
        reply.code(404).send({ message: `No content at ${request.url.split('?')[0]}` }),
    );
}
