/**
 * The records a body names by id: each property whose schema declares `x-reference` (on the
 * property, or on a nullable union as ReferenceOrNull makes it, or on its id member) must name a
 * record of the referenced resource in the call's organization, else 400 "<Title> <id> not found
 * in this organization" (issue 41). One rule for the declared collections
 * (sandbox/api/declaredCollection.ts) and the devices' own routes (deviceFields.ts checkMapping).
 * `organizations` is left out: the organization checks cover it. Every referenced table has `id`
 * and `organizationId` (sandbox/db/schemaTable.ts).
 */
import type { Database } from 'better-sqlite3';
import { collections } from '../../resources/collections.ts';
import { tableNameOf } from '../db/schemaTable.ts';
import { badRequest } from './errors.ts';

interface PropertySchema {
    'x-reference'?: unknown;
    anyOf?: PropertySchema[];
}

/** The resource a property's schema names, if any (a nullable union's own, or its member's). */
const referenceOf = (schema: PropertySchema | undefined): string | undefined => {
    if (!schema) return undefined;
    if (typeof schema['x-reference'] === 'string') return schema['x-reference'];
    return schema.anyOf?.map(referenceOf).find(reference => reference !== undefined);
};

/** The references a body's schema declares: property → resource (organizations left out). */
export const referencesOf = (schema: unknown): [property: string, resource: string][] =>
    Object.entries((schema as { properties?: Record<string, PropertySchema> }).properties ?? {})
        .map(([key, property]) => [key, referenceOf(property)] as const)
        .filter(
            (entry): entry is [string, string] =>
                entry[1] !== undefined && entry[1] !== 'organizations',
        );

/**
 * How the API's messages name a record of the resource: its declared collection's record title
 * ("Device group"), else the resource's name in the singular, capitalised, its words apart
 * (devices: "Device", customAlarms: "Custom alarm", batteries: "Battery").
 */
export const recordTitleOf = (resource: string): string => {
    const declared = collections.find(collection => collection.name === resource);
    const title = (declared?.schemas.record as { title?: string } | undefined)?.title;
    if (title) return title;
    const words = resource
        .replace(/[A-Z]/g, c => ` ${c.toLowerCase()}`)
        .replace(/([^aeiou])ies$/, '$1y')
        .replace(/([^s])s$/, '$1')
        .trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The 400 of an id that names no record of the resource in the organization. */
export const notInOrganization = (resource: string, id: unknown) => {
    const referenced = recordTitleOf(resource);
    return badRequest(`${referenced} ${String(id)} not found in this organization`);
};

/** The id must name a record of the resource in the organization (null: none to check). */
export function checkReference(
    db: Database,
    resource: string,
    organizationId: number | null,
    id: unknown,
): void {
    if (id === undefined || id === null) return;
    const table = tableNameOf(resource);
    const found =
        organizationId === null
            ? db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)
            : db
                  .prepare(`SELECT 1 FROM ${table} WHERE id = ? AND organizationId = ?`)
                  .get(id, organizationId);
    if (!found) throw notInOrganization(resource, id);
}

/** Each reference a body gives names a record of the organization (those left out or null pass). */
export function checkReferences(
    db: Database,
    references: [property: string, resource: string][],
    body: Record<string, unknown>,
    organizationId: number | null,
): void {
    for (const [property, resource] of references) {
        checkReference(db, resource, organizationId, body[property]);
    }
}
