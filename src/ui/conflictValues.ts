/**
 * What the conflict dialog shows of a field and what "Take theirs" keeps of the user's input:
 * pure functions over the conflict (src/api/writes/concurrentChange.ts) and the form's values.
 */
import { sameValue, type FieldConflict } from '../api/writes/concurrentChange';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);

export type ShownValue =
    | { kind: 'empty' }
    | { kind: 'hidden' }
    | { kind: 'boolean'; value: boolean }
    /** A structure (a plan, a map of headers): the form shows it; the dialog says it changed. */
    | { kind: 'structure' }
    | { kind: 'text'; text: string };

const MAX_TEXT = 160;

/** A field's value as the dialog shows it; a secret (FieldConflict.secret) is never shown. */
export const shownValue = (value: unknown, secret = false): ShownValue => {
    if (value === null || value === undefined || value === '') return { kind: 'empty' };
    if (Array.isArray(value) && value.length === 0) return { kind: 'empty' };
    if (secret) return { kind: 'hidden' };
    if (typeof value === 'boolean') return { kind: 'boolean', value };
    if (Array.isArray(value) && value.some(item => typeof item === 'object' && item !== null)) {
        return { kind: 'structure' };
    }
    if (isPlainObject(value)) return { kind: 'structure' };
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    return { kind: 'text', text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text };
};

/** Message keys to try for a field's label, most precise first (a nested path, then its top). */
export const labelKeys = (resource: string, path: string) => {
    const segments = path.split('.');
    return segments
        .map((_, index) => segments.slice(0, segments.length - index).join('.'))
        .map(prefix => `resources.${resource}.fields.${prefix}`);
};

/** The dotted paths where the form's values differ from the values it opened with. */
export const changedPaths = (values: unknown, initial: unknown, prefix = ''): string[] => {
    if (sameValue(values, initial)) return [];
    if (isPlainObject(values) && isPlainObject(initial)) {
        const keys = new Set([...Object.keys(values), ...Object.keys(initial)]);
        return [...keys].flatMap(key =>
            changedPaths(values[key], initial[key], prefix ? `${prefix}.${key}` : key),
        );
    }
    return prefix ? [prefix] : [];
};

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * The user's changes that "Take theirs" keeps: those of fields the record has (a form-only value
 * such as a list of rows may stand for a conflicting field, so it goes) and that no conflict
 * touches.
 */
export const changesToKeep = (
    values: Record<string, unknown>,
    initial: Record<string, unknown>,
    record: Record<string, unknown>,
    conflicts: FieldConflict[],
) =>
    changedPaths(values, initial).filter(
        path =>
            path.split('.')[0] in record &&
            !conflicts.some(conflict => related(conflict.path, path)),
    );

export const valueAt = (record: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), record);
