/**
 * Input hygiene, one module for the console's forms and for the sandbox (which imports it at run
 * time as the one console file it may run, see scripts/importLayers.mjs): plain TypeScript, no
 * React, no react-admin, no imports.
 *
 * - Names and free texts are normalised (NFC, trimmed); a name is refused when it is empty once
 *   zero-width, format and control characters are removed, when it holds bidirectional overrides
 *   or isolates (U+202A–202E, U+2066–2069), or NUL and other control characters (C0, DEL, C1).
 *   Free texts (descriptions) may hold tabs and line breaks; names may not.
 * - Names are compared in their normalised form (uniqueness).
 * - Addresses the platform calls (integration URLs, sharing targets, Element look-ups) must be
 *   http(s) with a host; the API refuses loopback, link-local, private and unspecified addresses
 *   and `localhost` for the calls it makes (SSRF), as the sandbox does.
 *
 * Each check answers a problem code, or null; the forms turn a code into a translated message
 * (HYGIENE_MESSAGES), the sandbox into a 400 `{ message }` (hygieneMessage).
 */

export type TextKind = 'name' | 'text';

export type TextProblem = 'empty' | 'bidi' | 'control';
export type UrlProblem = 'url' | 'private_address';
export type HygieneProblem = TextProblem | UrlProblem;

/** Bidirectional embeddings, overrides (U+202A–202E) and isolates (U+2066–2069). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** NUL, the other C0 controls, DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/u;
/** Controls but tab, line feed and carriage return (what a free text may hold). */
// eslint-disable-next-line no-control-regex
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/**
 * What is invisible: zero-width and other format characters (\p{Cf}: U+200B–200F, U+2060–2064,
 * U+FEFF, the soft hyphen ...), controls, and the white space that trim() removes.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu;

/** The stored form of a name or free text: NFC, without white space at either end. */
export const normalizeText = (value: string): string => value.normalize('NFC').trim();

/** What is wrong with a name (kind 'name') or a free text (kind 'text'), or null. */
export const textProblem = (value: string, kind: TextKind = 'name'): TextProblem | null => {
    const text = normalizeText(value);
    if (BIDI_CONTROLS.test(text)) return 'bidi';
    if ((kind === 'name' ? CONTROLS : TEXT_CONTROLS).test(text)) return 'control';
    if (text.replace(INVISIBLE, '') === '') return 'empty';
    return null;
};

/**
 * A name as uniqueness compares it: normalised (NFC, trimmed); the sandbox's SQLite columns add
 * ASCII case folding (COLLATE NOCASE), the product API its own collation.
 */
export const nameKey = (value: string): string => normalizeText(value);

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const ipv4Private = (host: string): boolean => {
    const match = IPV4.exec(host);
    if (!match) return false;
    const [a = 0, b = 0] = match.slice(1).map(Number);
    return (
        a === 0 || // 0.0.0.0/8, "this network"
        a === 10 ||
        a === 127 ||
        (a === 169 && b === 254) ||
        (a === 172 && b >= 16 && b <= 31) ||
        (a === 192 && b === 168) ||
        (a === 100 && b >= 64 && b <= 127) // carrier-grade NAT
    );
};

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) holds. */
const mappedIpv4 = (host: string): string | null => {
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (dotted) return dotted[1] ?? null;
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (!hex) return null;
    const high = parseInt(hex[1] ?? '0', 16);
    const low = parseInt(hex[2] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

const ipv6Private = (host: string): boolean => {
    if (!host.includes(':')) return false;
    if (host === '::' || host === '::1') return true;
    const mapped = mappedIpv4(host);
    if (mapped) return ipv4Private(mapped);
    const first = parseInt(host.split(':')[0] || '0', 16);
    return (
        (first & 0xffc0) === 0xfe80 || // fe80::/10 link-local
        (first & 0xfe00) === 0xfc00 // fc00::/7 unique local
    );
};

/**
 * Whether a URL's host names this machine or a private network: `localhost` (and *.localhost),
 * loopback (127/8, ::1), link-local (169.254/16, fe80::/10), private (10/8, 172.16/12,
 * 192.168/16, 100.64/10, fc00::/7) and unspecified (0.0.0.0, ::) addresses. WHATWG URL parsing
 * has already turned decimal, octal and hexadecimal IPv4 forms into dotted ones.
 */
export const isPrivateHost = (hostname: string): boolean => {
    const host = hostname
        .toLowerCase()
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '');
    if (host === 'localhost' || host.endsWith('.localhost')) return true;
    return ipv4Private(host) || ipv6Private(host);
};

/**
 * What is wrong with an address the platform calls: 'url' when it is not an http(s) URL with a
 * host (file:, javascript:, data:, no host, spaces), 'private_address' when `allowPrivate` is
 * not set and its host is private (isPrivateHost). The forms and the API (the sandbox) check
 * both; the default allows private hosts for callers that only want the form.
 */
export const urlProblem = (
    value: string,
    { allowPrivate = true }: { allowPrivate?: boolean } = {},
): UrlProblem | null => {
    const text = value.trim();
    if (!/^https?:\/\/[^\s/?#]/i.test(text) || /\s/.test(text)) return 'url';
    let url: URL;
    try {
        url = new URL(text);
    } catch {
        return 'url';
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return 'url';
    if (!allowPrivate && isPrivateHost(url.hostname)) return 'private_address';
    return null;
};

/** The translation key of each problem (en, de and it in i18n/<locale>/core.ts). */
export const HYGIENE_MESSAGES: Record<HygieneProblem, string> = {
    empty: 'app.validation.hygiene.empty',
    bidi: 'app.validation.hygiene.bidi',
    control: 'app.validation.hygiene.control',
    url: 'app.validation.hygiene.url',
    private_address: 'app.validation.hygiene.private_address',
};

/** The API's message for a field's problem, e.g. "Name holds bidirectional control characters". */
export const hygieneMessage = (label: string, problem: HygieneProblem): string =>
    ({
        empty: `${label} is empty once invisible characters are removed`,
        bidi: `${label} must not hold bidirectional control characters (U+202A–202E, U+2066–2069)`,
        control: `${label} must not hold NUL or other control characters`,
        url: `${label} must be an http(s) address with a host`,
        private_address: `${label} must not point at a loopback, link-local or private address`,
    })[problem];
