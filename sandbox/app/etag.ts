/**
 * Conditional GETs, as the product API must offer them for the console's live lists
 * (docs/live-updates.md): every GET answered 200 with a body the server holds whole (a text or a
 * Buffer: the API's JSON, the content service's texts) carries an `ETag`, a hash of its bytes
 * before compression; a GET whose `If-None-Match` names that tag is answered 304 with no body.
 * A console that asks "has the alarm list changed?" every 15 s then costs a few hundred bytes
 * while nothing changed.
 *
 * The tag is weak (`W/"…"`): it names the content, not the encoded bytes (the compression,
 * registered after this hook, encodes the same content as brotli or gzip). It is a hash of the
 * bytes, not a version of the data: a list rebuilt after an unrelated write
 * (sandbox/api/listJsonCache.ts) keeps its tag when its content is the same. A cached Buffer is
 * hashed once (the 35 MB list of 100,000 devices takes about 50 ms). Streams (the build's files,
 * which @fastify/static tags itself) pass as they are.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Tags of Buffers sent again unchanged (the cached lists), kept as long as the Buffer. */
const ofBuffer = new WeakMap<Buffer, string>();

const tagOf = (bytes: Buffer | string) =>
    `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

export const etagOf = (payload: Buffer | string): string => {
    if (typeof payload === 'string') return tagOf(payload);
    let tag = ofBuffer.get(payload);
    if (!tag) ofBuffer.set(payload, (tag = tagOf(payload)));
    return tag;
};

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 section 13.1.2). */
export const matchesTag = (header: string | undefined, tag: string): boolean => {
    if (!header) return false;
    const bare = (value: string) => value.trim().replace(/^W\//, '');
    return header.split(',').some(one => one.trim() === '*' || bare(one) === bare(tag));
};

/** Registers the tags on the root instance, before the compression (app/compression.ts). */
export function addEtags(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        if (reply.hasHeader('etag')) return payload;
        const tag = etagOf(payload);
        reply.header('etag', tag);
        const asked = request.headers['if-none-match'];
        if (!matchesTag(Array.isArray(asked) ? asked.join(',') : asked, tag)) return payload;
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
    });
}
