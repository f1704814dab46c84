import type { FastifyReply } from 'fastify';

/**
 * Adds a request header's name to the answer's `Vary`, keeping the names already there (the
 * compression adds Accept-Encoding, the store's texts Accept-Language): a cache then keeps one
 * answer per value of each, never one language's or encoding's body for another.
 */
export function addVary(reply: FastifyReply, name: string): void {
    const present = String(reply.getHeader('vary') ?? '')
        .split(',')
        .map(part => part.trim())
        .filter(Boolean);
    if (present.includes('*')) return;
    if (present.some(part => part.toLowerCase() === name.toLowerCase())) return;
    reply.header('vary', [...present, name].join(', '));
}
