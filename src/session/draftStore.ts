/**
 * Drafts: the unsaved input of a form, kept in session storage when the session ends so that it
 * can be put back after signing in again (see DraftKeeper). One draft per form (route path and
 * record id), per user (the token's subject) and organization; secret fields are never written
 * (isSecretField), but the draft notes that typed secrets were left out, so that the user is told
 * to enter them again (a draft of nothing but secrets is that note alone). A draft is removed when
 * the form is saved or its input discarded, and every draft of the tab when the user signs out.
 */
import { isSecretField } from './isSecretField';

const PREFIX = 'console.draft:';

export interface DraftOwner {
    /** The signed-in user (token `sub`). */
    user: string;
    organizationId: string | null;
    /** Route path of the form, e.g. "/devices/edit". */
    path: string;
    /** The record edited (the page's ?id=), none for an add form. */
    recordId?: string | null;
}

/** The values kept: react-hook-form field names and their values. */
export type DraftValues = Record<string, unknown>;

/** A draft: the values kept, and whether changed secret fields were left out. */
export interface Draft {
    values: DraftValues;
    secretsLeftOut: boolean;
}

/** The stored shape's mark; a stored object without it is a draft of values only (earlier). */
const VERSION = 2;

export const draftKey = ({ user, organizationId, path, recordId }: DraftOwner) =>
    PREFIX + JSON.stringify([user, organizationId ?? '', path, recordId ?? '']);

/** Whether `value` (at `path`) holds a secret anywhere inside. */
const holdsSecret = (path: string, value: unknown): boolean => {
    if (isSecretField(path)) return true;
    if (value === null || typeof value !== 'object') return false;
    return Object.entries(value).some(([name, inner]) => holdsSecret(`${path}.${name}`, inner));
};

const valueAt = (values: unknown, path: string) =>
    path
        .split('.')
        .reduce<unknown>(
            (node, part) =>
                node !== null && typeof node === 'object'
                    ? (node as Record<string, unknown>)[part]
                    : undefined,
            values,
        );

/** Whether a left-out value was typed input: an emptied field is nothing to enter again. */
const holdsInput = (value: unknown) =>
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !(Array.isArray(value) && value.length === 0);

/**
 * The input worth keeping: the changed fields (react-hook-form's dirtyFields) with their current
 * values, by field name. A list (an array input) is kept whole, and left out when any of its
 * entries holds a secret; a secret field is left out. `secretsLeftOut`: a changed secret field
 * (or a list holding one) with a value was left out.
 */
export const draftOf = (dirtyFields: object, values: object): Draft => {
    const kept: DraftValues = {};
    let secretsLeftOut = false;
    const walk = (dirty: unknown, prefix: string) => {
        for (const [name, mark] of Object.entries(dirty as Record<string, unknown>)) {
            const path = prefix ? `${prefix}.${name}` : name;
            if (isSecretField(path)) {
                if (mark) secretsLeftOut ||= holdsInput(valueAt(values, path));
                continue;
            }
            if (mark === true || Array.isArray(mark)) {
                const value = valueAt(values, path);
                if (value instanceof Blob) continue;
                if (holdsSecret(path, value)) {
                    secretsLeftOut ||= holdsInput(value);
                    continue;
                }
                kept[path] = value;
            } else if (mark && typeof mark === 'object') {
                walk(mark, path);
            }
        }
    };
    walk(dirtyFields, '');
    return { values: kept, secretsLeftOut };
};

/** The values of draftOf. */
export const unsavedInput = (dirtyFields: object, values: object): DraftValues =>
    draftOf(dirtyFields, values).values;

/**
 * Writes the draft: the values but any secret (a secret among them counts as left out), and the
 * note that secrets were left out. Nothing to keep and nothing to tell: no draft.
 */
export const writeDraft = (
    owner: DraftOwner,
    values: DraftValues,
    { secretsLeftOut = false }: { secretsLeftOut?: boolean } = {},
) => {
    const safe = Object.fromEntries(
        Object.entries(values).filter(([path, value]) => !holdsSecret(path, value)),
    );
    const leftOut = secretsLeftOut || Object.keys(safe).length < Object.keys(values).length;
    try {
        if (Object.keys(safe).length === 0 && !leftOut) {
            sessionStorage.removeItem(draftKey(owner));
        } else {
            const stored = { version: VERSION, values: safe, secretsLeftOut: leftOut };
            sessionStorage.setItem(draftKey(owner), JSON.stringify(stored));
        }
    } catch {
        // Storage full or unavailable: the input cannot be kept.
    }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value);

/** The stored draft, with the note on secrets. */
export const readStoredDraft = (owner: DraftOwner): Draft | undefined => {
    try {
        const raw = sessionStorage.getItem(draftKey(owner));
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as unknown;
        if (!isRecord(parsed)) return undefined;
        if (parsed.version !== VERSION) return { values: parsed, secretsLeftOut: false };
        return isRecord(parsed.values)
            ? { values: parsed.values, secretsLeftOut: parsed.secretsLeftOut === true }
            : undefined;
    } catch {
        return undefined;
    }
};

/** The stored draft's values. */
export const readDraft = (owner: DraftOwner): DraftValues | undefined =>
    readStoredDraft(owner)?.values;

export const clearDraft = (owner: DraftOwner) => {
    try {
        sessionStorage.removeItem(draftKey(owner));
    } catch {
        // Nothing kept.
    }
};

/** Every draft of this tab: a deliberate sign-out leaves none behind. */
export const clearAllDrafts = () => {
    try {
        Object.keys(sessionStorage)
            .filter(key => key.startsWith(PREFIX))
            .forEach(key => sessionStorage.removeItem(key));
    } catch {
        // Nothing kept.
    }
};
