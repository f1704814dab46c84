/**
 * Response compression, as a real deployment's gateway does it: brotli when the client accepts
 * it, else gzip, for text bodies (JSON, scripts, HTML, CSS, SVG) of at least 1 KB.
 *
 * Compressing costs the server time, so what does not change is compressed once: a body that is
 * a cached Buffer (the 35 MB list of 100,000 devices, kept until the database changes:
 * sandbox/api/listJsonCache.ts) keeps its compressed forms next to it, and a file of the build is
 * compressed once per file version. Other bodies are compressed as they go. No compressed form
 * is found by the request's address: a Buffer's belong to that Buffer, a file's to that file, so
 * answers that differ by a request header (the store's texts by Accept-Language, built anew for
 * each request) never get another answer's compressed body.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary.ts';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compression would save less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg\+xml)/i;

/**
 * Brotli quality 4 compresses the 35 MB device list in about 0.1 s to a tenth of gzip's size at
 * level 1 (measured on the sandbox's generated devices); files of the build, compressed once,
 * get quality 9 (11 takes seconds for the 1 MB start bundle and saves another 8 %).
 */
const BROTLI_QUALITY = { payload: 4, file: 9 };
const GZIP_LEVEL = { payload: 1, file: 9 };

/** The encoding to answer with for an Accept-Encoding header, or none (q=0 refuses). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
    const accepted = new Map<string, number>();
    for (const part of String(header ?? '').split(',')) {
        const [name, ...params] = part.trim().toLowerCase().split(';');
        if (!name) continue;
        const q = params.map(param => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
        accepted.set(name, q === undefined ? 1 : Number(q));
    }
    const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
    if (wants('br')) return 'br';
    if (wants('gzip')) return 'gzip';
    return undefined;
}

const compress = (body: Buffer, encoding: Encoding, kind: 'payload' | 'file') =>
    encoding === 'br'
        ? zlib.brotliCompressSync(body, {
              params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[kind],
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
          })
        : zlib.gzipSync(body, { level: GZIP_LEVEL[kind] });

/** Compressed forms of Buffers that are sent again unchanged (cached list bodies). */
const ofBuffer = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
/** Compressed forms of the build's files, by path, size and modification time. */
const ofFile = new Map<string, Buffer>();

const compressedBuffer = (body: Buffer, encoding: Encoding) => {
    let forms = ofBuffer.get(body);
    if (!forms) ofBuffer.set(body, (forms = {}));
    return (forms[encoding] ??= compress(body, encoding, 'payload'));
};

const compressedFile = (file: string, encoding: Encoding) => {
    const stat = fs.statSync(file);
    const key = `${encoding} ${stat.size} ${stat.mtimeMs} ${file}`;
    let found = ofFile.get(key);
    if (!found) {
        found = compress(fs.readFileSync(file), encoding, 'file');
        ofFile.set(key, found);
    }
    return found;
};

/** The file a body streams, when it is a whole file of the build (@fastify/static's stream). */
const streamedFile = (payload: unknown): string | undefined => {
    if (!(payload instanceof Readable)) return undefined;
    const file = (payload as Readable & { path?: unknown }).path;
    return typeof file === 'string' ? file : undefined;
};

const compressedBody = (payload: unknown, encoding: Encoding): Buffer | undefined => {
    if (typeof payload === 'string') {
        const body = Buffer.from(payload);
        return body.length < MIN_COMPRESSED_BYTES ? undefined : compress(body, encoding, 'payload');
    }
    if (Buffer.isBuffer(payload)) {
        return payload.length < MIN_COMPRESSED_BYTES
            ? undefined
            : compressedBuffer(payload, encoding);
    }
    const file = streamedFile(payload);
    if (file === undefined) return undefined;
    try {
        if (fs.statSync(file).size < MIN_COMPRESSED_BYTES) return undefined;
        return compressedFile(file, encoding);
    } catch {
        return undefined;
    }
};

const compressible = (request: FastifyRequest, reply: FastifyReply) =>
    request.method === 'GET' &&
    reply.statusCode === 200 &&
    !reply.hasHeader('content-encoding') &&
    COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));

/** Registers the compression on the root instance, so that every plugin's answers get it. */
export function addCompression(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
        if (!compressible(request, reply)) return payload;
        // Added to what the route set (the store's texts vary by Accept-Language too).
        addVary(reply, 'accept-encoding');
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        if (!encoding) return payload;
        const body = compressedBody(payload, encoding);
        if (!body) return payload;
        if (payload instanceof Readable) payload.destroy();
        reply.header('content-encoding', encoding);
        reply.header('content-length', body.length);
        return body;
    });
}
