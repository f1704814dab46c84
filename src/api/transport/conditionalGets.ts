/**
 * Conditional GETs (docs/live-updates.md, decision 0050): the httpClient remembers the last
 * answer of each GET that came with an `ETag`, and asks the same GET again with
 * `If-None-Match`. A 304 ("not modified", no body) then resolves with the very object the
 * remembered answer resolved with: for the caller nothing changed, not even the reference, so a
 * cached list stays the same array, react-query keeps its data and nothing renders again.
 *
 * The server's tag names the answer's content (the sandbox hashes it, sandbox/app/etag.ts), so
 * a 304 is only ever given for a body equal to the remembered one; the key below only picks
 * which remembered answer to offer. Answers are remembered as they are: a caller that changes a
 * record it got must change it the same way each time (the declarations' `fromApi` set a derived
 * property on the record itself), never remove or rename what the API sent.
 *
 * Memory: the remembered bodies are the objects the caches hold (no copy), the most recent
 * ANSWERS_KEPT of them. They are forgotten with the cached records (a session that ends, an
 * organization switch: `forgetAnswers`), so a big list of one organization is not kept alive
 * while another's downloads.
 */
import { BILLING_TOKEN_HEADER, ORGANIZATION_HEADER } from './headers';

interface Remembered {
    tag: string;
    body: unknown;
}

/** How many answers are remembered, the least recently used going first. */
export const ANSWERS_KEPT = 50;

const remembered = new Map<string, Remembered>();

/**
 * Which remembered answer a GET may be offered: its address, organization, language and whether
 * it carries a billing token (the value changes, the answer does not).
 */
export const answerKey = (url: string, headers: Headers) =>
    [
        url,
        headers.get(ORGANIZATION_HEADER) ?? '',
        headers.get('Accept-Language') ?? '',
        headers.has(BILLING_TOKEN_HEADER) ? 'billing' : '',
    ].join('\n');

/** The answer remembered for a GET, as the most recently used. */
export const recallAnswer = (key: string): Remembered | undefined => {
    const found = remembered.get(key);
    if (found) {
        remembered.delete(key);
        remembered.set(key, found);
    }
    return found;
};

/** Remembers a GET's answer with its tag; an answer without one forgets what was there. */
export const rememberAnswer = (key: string, tag: string | null, body: unknown) => {
    remembered.delete(key);
    if (!tag || body === undefined) return;
    remembered.set(key, { tag, body });
    for (const oldest of remembered.keys()) {
        if (remembered.size <= ANSWERS_KEPT) break;
        remembered.delete(oldest);
    }
};

/** Forgets every remembered answer (the session ended, the organization changed). */
export const forgetAnswers = () => remembered.clear();
