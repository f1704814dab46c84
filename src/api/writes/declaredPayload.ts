/**
 * The body of a create or update of a declared resource: its toPayload when it has one, else
 * the declared fields. An update's body holds the writable fields only (never a read-only or
 * hidden one); dataProvider.update builds it for the form's values, the record read before and
 * the record as stored now, and sends what changed (src/api/writes/concurrentChange.ts). The id
 * goes out as the API's type: a number when the record read had a number, or the address's text
 * is numeric.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../crud/declaration';
import { valueAt } from '../valueAt';

const setAt = (target: Record<string, unknown>, path: string, value: unknown) => {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node = target;
    for (const key of keys) {
        if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
        node = node[key] as Record<string, unknown>;
    }
    node[last] = value;
};

const writable = (field: FieldDeclaration) => (field.edit ?? 'editable') === 'editable';

export const apiId = (id: Identifier, previous?: Partial<RaRecord>): Identifier => {
    const numeric = typeof id === 'string' && /^\d+$/.test(id);
    if (previous?.id !== undefined)
        return typeof previous.id === 'number' && numeric ? Number(id) : id;
    return numeric ? Number(id) : id;
};

export interface UpdateOf {
    /** The record as it was read (react-admin's previousData), when known. */
    previous?: Partial<RaRecord>;
}

/** update: undefined for a create. */
export const declaredPayload = (
    declaration: ResourceDeclaration,
    data: Partial<RaRecord>,
    update?: UpdateOf,
) => {
    if (declaration.toPayload) return declaration.toPayload(data);
    const previous = update?.previous;
    const payload: Record<string, unknown> = {};
    for (const field of declaration.fields) {
        const value = valueAt(data, field.source);
        if (value === undefined) continue;
        if (update && !writable(field)) continue;
        setAt(payload, field.source, value);
    }
    // The current organization, added by the dataProvider's create (organizationInBody).
    const organizationKey = declaration.organizationInBody;
    if (organizationKey && organizationKey in data)
        payload[organizationKey] = data[organizationKey];
    if (data.id !== undefined) payload.id = update ? apiId(data.id, previous) : data.id;
    return payload;
};
