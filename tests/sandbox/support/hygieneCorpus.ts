/**
 * The input hygiene corpus (src/validation/hygiene.ts), shared by the unit tests of the module
 * and the forms (tests/unit/hygiene.test.ts) and by the API's (tests/sandbox/hygiene.test.ts).
 */
import type { TextKind, TextProblem, UrlProblem } from '../../../src/validation/hygiene.ts';

/** [what it is, input, kind, the problem or null, the stored (normalised) form when accepted]. */
export type TextCase = [string, string, TextKind, TextProblem | null, string?];

export const HYGIENE_TEXTS: TextCase[] = [
    // Accepted, normalised
    ['plain name', 'Street light 1', 'name', null, 'Street light 1'],
    ['surrounding spaces are trimmed', '  Lamp north  ', 'name', null, 'Lamp north'],
    ['NFD becomes NFC', 'Cafe\u0301 Zu\u0308rich', 'name', null, 'Café Zürich'],
    ['letters of any script', 'Città 東京 مرحبا', 'name', null, 'Città 東京 مرحبا'],
    ['emoji with a zero-width joiner', 'Team 👩‍🔧', 'name', null, 'Team 👩‍🔧'],
    ['Persian with a zero-width non-joiner', 'می‌خواهم', 'name', null, 'می‌خواهم'],
    ['a zero-width space inside a name', 'Lamp\u200Bnorth', 'name', null, 'Lamp\u200Bnorth'],
    ['right-to-left mark (not an override)', 'Lamp \u200F1', 'name', null, 'Lamp \u200F1'],
    ['a text with line breaks and a tab', 'Line one\nLine two\tend', 'text', null],
    ['a text with CRLF', 'Line one\r\nLine two', 'text', null],
    // Empty once invisible characters are removed
    ['zero-width spaces only', '\u200B\u200B\u200B', 'name', 'empty'],
    ['zero-width joiners and non-joiners only', '\u200C\u200D\u200C', 'name', 'empty'],
    ['word joiner and BOM only', '\u2060\uFEFF\u2060', 'name', 'empty'],
    ['soft hyphens only', '\u00AD\u00AD', 'name', 'empty'],
    ['Hangul fillers only', '\u3164\u115F', 'name', 'empty'],
    [
        'no-break and ideographic spaces with a zero-width space',
        '\u00A0\u3000\u200B',
        'name',
        'empty',
    ],
    ['left-to-right marks only', '\u200E\u200E', 'name', 'empty'],
    ['zero-width spaces in a free text', '\u200B \u200B', 'text', 'empty'],
    ['line breaks and zero-width spaces in a free text', '\u200B\n\u200B', 'text', 'empty'],
    // Bidirectional overrides and isolates
    ['right-to-left override', 'invoice\u202Efdp.exe', 'name', 'bidi'],
    ['left-to-right embedding', '\u202AName', 'name', 'bidi'],
    ['right-to-left embedding', 'Name\u202B', 'name', 'bidi'],
    ['pop directional formatting', 'Na\u202Cme', 'name', 'bidi'],
    ['left-to-right override', 'Na\u202Dme', 'name', 'bidi'],
    ['left-to-right isolate', 'Na\u2066me', 'name', 'bidi'],
    ['right-to-left isolate', 'Na\u2067me', 'name', 'bidi'],
    ['first strong isolate', 'Na\u2068me', 'name', 'bidi'],
    ['pop directional isolate', 'Na\u2069me', 'name', 'bidi'],
    ['override in a free text', 'Description \u202E reversed', 'text', 'bidi'],
    ['override only', '\u202E', 'name', 'bidi'],
    // NUL and other controls
    ['NUL', 'Lamp\u0000', 'name', 'control'],
    ['NUL in the middle', 'La\u0000mp', 'name', 'control'],
    ['bell', 'Lamp\u0007', 'name', 'control'],
    ['escape (terminal sequences)', '\u001B[31mRed', 'name', 'control'],
    ['DEL', 'Lamp\u007F', 'name', 'control'],
    ['C1 control (NEL)', 'Lamp\u0085x', 'name', 'control'],
    ['line break in a name', 'Lamp\nnorth', 'name', 'control'],
    ['tab in a name', 'Lamp\tnorth', 'name', 'control'],
    ['NUL in a free text', 'Line\u0000', 'text', 'control'],
    ['vertical tab in a free text', 'Line\u000Bx', 'text', 'control'],
    ['form feed in a free text', 'Line\u000Cx', 'text', 'control'],
];

/** [address, its problem for a call the API makes, or null]. */
export const HYGIENE_URLS: [string, UrlProblem | null][] = [
    ['https://chirpstack.example.com', null],
    ['http://lns.example.com:8080/api', null],
    ['https://93.184.216.34/api', null],
    ['https://[2001:db8::1]/', null],
    ['HTTPS://Example.COM', null],
    ['file:///etc/passwd', 'url'],
    ['ftp://files.example.com', 'url'],
    ['javascript:alert(1)', 'url'],
    ['data:text/html,<b>x</b>', 'url'],
    ['gopher://example.com:70/', 'url'],
    ['http://', 'url'],
    ['https:///path', 'url'],
    ['//example.com', 'url'],
    ['example.com', 'url'],
    ['http://exa mple.com', 'url'],
    ['http://localhost/', 'private_address'],
    ['http://LOCALHOST:8080', 'private_address'],
    ['http://api.localhost', 'private_address'],
    ['http://127.0.0.1/', 'private_address'],
    ['http://127.1.2.3:9000', 'private_address'],
    ['http://2130706433/', 'private_address'], // 127.0.0.1 as a decimal number
    ['http://0x7f.0.0.1/', 'private_address'],
    ['http://[::1]/', 'private_address'],
    ['http://0.0.0.0/', 'private_address'],
    ['http://[::]/', 'private_address'],
    ['http://169.254.169.254/', 'private_address'],
    ['http://169.254.169.254/latest/meta-data/', 'private_address'],
    ['http://[fe80::1]/', 'private_address'],
    ['http://[febf::1]/', 'private_address'],
    ['http://10.0.0.1/', 'private_address'],
    ['http://172.16.0.1/', 'private_address'],
    ['http://172.31.255.255/', 'private_address'],
    ['http://192.168.1.1/', 'private_address'],
    ['http://100.64.0.1/', 'private_address'],
    ['http://[fc00::1]/', 'private_address'],
    ['http://[fd12:3456::1]/', 'private_address'],
    ['http://[::ffff:127.0.0.1]/', 'private_address'],
    ['http://[::ffff:a9fe:a9fe]/', 'private_address'],
    ['http://172.32.0.1/', null],
    ['http://192.169.0.1/', null],
];
