/**
 * The parts the entities' schemas (resources/<name>/schema.ts) share: the shared name rule, the
 * texts under the input hygiene, ids and the keywords the console reads (decision 0061). Plain
 * TypeBox and the API's lengths: the sandbox runs this module as it runs the schemas.
 */
import { Type, type TSchemaOptions } from 'typebox';
import { API_LENGTHS } from './apiLengths.ts';

/**
 * The console's keywords on a property: what JSON Schema does not say about a field.
 * - `x-check`: named checks of the shared input hygiene (src/validation/schemaCheck.ts), or
 *   `trimmed` (a setting stored without its surrounding spaces);
 * - `x-pattern`: the name of the property's pattern, as the API and the forms word a mismatch;
 * - `x-message`: what the field must be, the API's one message for any problem of it;
 * - `x-messages`: the API's words for some keywords' problems (`{ required: 'must be provided' }`);
 * - `x-rows`: a list whose items' problems the API answers by row ("Device 2 (<key>): <problem>"),
 *   the item's `key` named when it is a text, only from two items on when `fromTwo` is set;
 * - `x-secret`: masked for admins, left out for viewers (the record's secrets.ts lists them);
 * - `x-searchable`, `x-sortable`: the list's search looks in it, its column sorts;
 * - `x-reference`: the resource whose record the id names (shown by that record's name);
 * - `x-sortByName`: the column sorts by the referenced record's name;
 * - `x-filter`: the list offers a filter on it (a yes/no, a value of a list or a related record
 *   matched exactly, a text in part; src/crud/declaredFilters.tsx);
 * - `x-list`: a list column or not, where the default does not fit (every field is one but the
 *   id, free texts and secrets; src/crud/fieldsFromSchemas.ts, decision 0069).
 */
export interface ConsoleKeywords {
    'x-check'?: ('name' | 'text' | 'trimmed' | 'publicUrl')[];
    'x-pattern'?: 'nameCharacters' | 'upperHex' | 'email';
    'x-message'?: string;
    'x-messages'?: { [keyword: string]: string };
    'x-rows'?: { label: string; key?: string; fromTwo?: boolean };
    'x-secret'?: boolean;
    'x-searchable'?: boolean;
    'x-sortable'?: boolean;
    'x-reference'?: string;
    'x-sortByName'?: boolean;
    'x-filter'?: boolean;
    'x-list'?: boolean;
}

type Options = TSchemaOptions & ConsoleKeywords;

/** Letters of any script (with their accents), digits, spaces and - _ . & ' ( ) , */
export const NAME_PATTERN = "^[\\p{L}\\p{M}\\p{N} _.&'(),-]+$";

/** The shared name rule (organization and service names, billing IDs): 2 to 64 characters. */
export const SharedName = (title: string, options: Options = {}) =>
    Type.String({
        title,
        minLength: 2,
        maxLength: API_LENGTHS.name,
        pattern: NAME_PATTERN,
        'x-pattern': 'nameCharacters',
        'x-check': ['name'],
        ...options,
    });

/** A one-line name under the input hygiene. */
export const NameText = (title: string, maxLength: number, options: Options = {}) =>
    Type.String({ title, minLength: 1, maxLength, 'x-check': ['name'], ...options });

/** A free text under the input hygiene (line breaks allowed). */
export const FreeText = (title: string, maxLength: number, options: Options = {}) =>
    Type.String({ title, maxLength, 'x-check': ['text'], ...options });

/**
 * An address the platform calls: http(s) with a host, not private (SSRF). Its named check says
 * what is wrong (no `format: uri`, whose message would be the less helpful one).
 */
export const PublicUrl = (title: string, maxLength: number, options: Options = {}) =>
    Type.String({ title, minLength: 1, maxLength, 'x-check': ['publicUrl'], ...options });

/** A record's id. */
export const Id = (options: Options = {}) => Type.Integer({ minimum: 1, ...options });

/** A record's id that the API words as "<title> must be a positive integer" when it is not. */
export const PositiveId = (title: string, options: Options = {}) =>
    Id({
        title,
        'x-messages': { type: 'must be a positive integer', minimum: 'must be a positive integer' },
        ...options,
    });

/** An id of a record of another resource, or null. */
export const ReferenceOrNull = (reference: string, options: Options = {}) =>
    Type.Union([Id(), Type.Null()], { 'x-reference': reference, ...options });

/** Epoch milliseconds. */
export const EpochMs = (options: Options = {}) => Type.Integer({ minimum: 0, ...options });
