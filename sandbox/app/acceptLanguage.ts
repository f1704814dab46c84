/**
 * The language of the texts the sandbox's content service and billing packages answer with, by
 * HTTP content negotiation (RFC 9110, 12.5.4): the supported language the request's
 * Accept-Language ranks highest ("de-CH" counts as German, `*` as English, q=0 refuses), else
 * English. The answer says which it is (`Content-Language`) and that it depends on the header
 * (`Vary: Accept-Language`), so no cache gives one language's answer for another.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary.ts';

export const TEXT_LANGUAGES = ['en', 'de', 'it'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
export const DEFAULT_TEXT_LANGUAGE: TextLanguage = 'en';

/** A text in every language the sandbox answers in. */
export type InLanguages<T> = Record<TextLanguage, T>;

const supported = (range: string): TextLanguage | undefined => {
    if (range === '*') return DEFAULT_TEXT_LANGUAGE;
    const primary = range.split('-')[0];
    return TEXT_LANGUAGES.find(language => language === primary);
};

/** The language to answer in for an Accept-Language header (missing or unsupported: English). */
export function negotiateLanguage(header: string | string[] | undefined): TextLanguage {
    let best: { language: TextLanguage; q: number } | undefined;
    for (const part of String(header ?? '').split(',')) {
        const [range, ...params] = part.trim().toLowerCase().split(';');
        const language = range ? supported(range.trim()) : undefined;
        if (!language) continue;
        const value = params.map(param => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
        const q = value === undefined ? 1 : Number(value);
        if (!(q > 0)) continue;
        // The first of equal weight wins, as the client listed them.
        if (!best || q > best.q) best = { language, q };
    }
    return best?.language ?? DEFAULT_TEXT_LANGUAGE;
}

/**
 * The language a request's texts are to be in; its answer says that it depends on
 * Accept-Language (`Vary`), whatever it turns out to be (a 404 too).
 */
export function requestedLanguage(request: FastifyRequest, reply: FastifyReply): TextLanguage {
    addVary(reply, 'Accept-Language');
    return negotiateLanguage(request.headers['accept-language']);
}

/** An answer whose texts are in `language`: says so (`Content-Language`). */
export function inLanguage<T>(reply: FastifyReply, language: TextLanguage, body: T): T {
    reply.header('content-language', language);
    return body;
}
