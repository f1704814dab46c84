/**
 * Safe file names for downloads: built from a slug that keeps letters and digits of any script
 * but drops what a file system or a spreadsheet could take for something else: path separators,
 * the characters Windows refuses (: * ? " < > |), control, zero-width and bidirectional
 * characters; no leading = + - @ ' . or _ (a name that a spreadsheet's file list could read as a
 * formula), no trailing dot or space, no reserved Windows device name (CON, NUL, COM1 ...).
 */
import { localDay } from '../ui/localDay';

export const SLUG_MAX_LENGTH = 80;
/** The longest whole file name (without extension) a download keeps; file systems take 255. */
export const FILE_NAME_MAX_LENGTH = 200;

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]+/gu;
const LEADING = /^[\s=+\-@'._\uFF1D\uFF0B\uFF0D\uFF20]+/u;
const TRAILING = /[\s._]+$/u;
const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\..*)?$/i;

/**
 * A part of a file name: unsafe characters become `space` ('_' by default), runs of them one,
 * at most `maxLength` characters; `fallback` when nothing is left.
 */
export const safeSlug = (
    text: string,
    fallback: string,
    space: '_' | ' ' = '_',
    maxLength = SLUG_MAX_LENGTH,
): string => {
    let slug = text
        .normalize('NFC')
        .replace(UNSAFE, '_')
        .replace(/\s+/gu, space)
        .replace(/_+/g, '_')
        .replace(/ +/g, ' ')
        .replace(LEADING, '');
    slug = Array.from(slug).slice(0, maxLength).join('').replace(TRAILING, '');
    if (!slug) return fallback;
    return RESERVED.test(slug) ? `${slug}_` : slug;
};

/** A file name: the slug of `stem` and the extension, e.g. "Climate_sensor.xlsx". */
export const safeFileName = (stem: string, extension: 'xlsx' | 'csv', fallback = 'export') =>
    `${safeSlug(stem, fallback)}.${extension}`;

/** "<prefix> yyyy-MM-dd.<extension>" with the local date, e.g. "Alarms 2026-11-22.xlsx". */
export const datedFileName = (
    prefix: string,
    now: Date = new Date(),
    extension: 'xlsx' | 'csv' = 'xlsx',
) => `${safeSlug(prefix, 'export', ' ')} ${localDay(now)}.${extension}`;
