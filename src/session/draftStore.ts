/**
 * Drafts: the unsaved input of a form, kept in session storage when the session ends so that it
 * can be put back after signing in again (see DraftKeeper). One draft per form (route path and
 * record id), per user (the token's subject) and organization; secret fields are never written
 * (isSecretField). A draft is removed when the form is saved or its input discarded, and every
 * draft of the tab when the user signs out.
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

/**
 * The input worth keeping: the changed fields (react-hook-form's dirtyFields) with their current
 * values, by field name. A list (an array input) is kept whole, and left out when any of its
 * entries holds a secret; a secret field is left out.
 */
export const unsavedInput = (dirtyFields: object, values: object): DraftValues => {
    const kept: DraftValues = {};
    const walk = (dirty: unknown, prefix: string) => {
        for (const [name, mark] of Object.entries(dirty as Record<string, unknown>)) {
            const path = prefix ? `${prefix}.${name}` : name;
            if (isSecretField(path)) continue;
            if (mark === true || Array.isArray(mark)) {
                const value = valueAt(values, path);
                if (value instanceof Blob || holdsSecret(path, value)) continue;
                kept[path] = value;
            } else if (mark && typeof mark === 'object') {
                walk(mark, path);
            }
        }
    };
    walk(dirtyFields, '');
    return kept;
};

export const writeDraft = (owner: DraftOwner, values: DraftValues) => {
    const safe = Object.fromEntries(
        Object.entries(values).filter(([path, value]) => !holdsSecret(path, value)),
    );
    try {
        if (Object.keys(safe).length === 0) sessionStorage.removeItem(draftKey(owner));
        else sessionStorage.setItem(draftKey(owner), JSON.stringify(safe));
    } catch {
        // Storage full or unavailable: the input cannot be kept.
    }
};

export const readDraft = (owner: DraftOwner): DraftValues | undefined => {
    try {
        const raw = sessionStorage.getItem(draftKey(owner));
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as unknown;
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
            ? (parsed as DraftValues)
            : undefined;
    } catch {
        return undefined;
    }
};

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
