import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the sandbox's own routes, never to the console's client-side router. */
const RESERVED = ['/api', '/content', '/__sandbox', '/config.json'];

/** A missing file with one of these extensions is a 404, not the app shell. */
const ASSET = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm)$/i;

function isReserved(pathname: string): boolean {
    return RESERVED.some(prefix => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A file of the build for the URL path, if there is one. */
function builtFile(dist: string, pathname: string): string | undefined {
    let decoded: string;
    try {
        decoded = decodeURIComponent(pathname);
    } catch {
        return undefined;
    }
    const full = path.join(dist, path.normalize(decoded));
    if (!full.startsWith(dist + path.sep)) return undefined;
    try {
        return fs.statSync(full).isFile() ? path.relative(dist, full) : undefined;
    } catch {
        return undefined;
    }
}

/**
 * Serves the production build of the console from `dist`; any other GET answers index.html so
 * that deep links (/system/organizations/edit?id=3) survive a reload.
 */
export function consoleApp(dist: string) {
    return async function register(app: FastifyInstance): Promise<void> {
        await app.register(fastifyStatic, { root: dist, serve: false });

        app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
            const pathname = request.url.split('?')[0] ?? '/';
            if (isReserved(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
                return reply
                    .code(404)
                    .send({ message: `No route for ${request.method} ${pathname}` });
            }
            if (!fs.existsSync(path.join(dist, 'index.html'))) {
                return reply
                    .code(503)
                    .type('text/plain; charset=utf-8')
                    .send('Console not built: run npm run build');
            }
            const file = builtFile(dist, pathname);
            if (file && file !== 'index.html') {
                const hashed = file.startsWith(`assets${path.sep}`);
                return reply.sendFile(
                    file,
                    hashed ? { maxAge: '365d', immutable: true } : { cacheControl: false },
                );
            }
            if (ASSET.test(pathname)) {
                return reply
                    .code(404)
                    .type('text/plain; charset=utf-8')
                    .send(`${pathname} not found`);
            }
            reply.header('cache-control', 'no-cache');
            return reply.sendFile('index.html', { cacheControl: false });
        });
    };
}
