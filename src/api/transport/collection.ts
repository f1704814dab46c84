/**
 * Every GET of a collection outside the generated lists goes through here: it asks for the whole
 * collection, `size=1000000` (product specification sections 7 and 9, "All list calls request a
 * page size up to 1,000,000"). The dataProvider's own list loads set the same flag.
 * tests/unit/listCalls.test.ts calls every custom call and checks that each GET answered with a
 * list asked for it.
 */
import type { HttpClient, RequestOptions } from './httpClient';

export type CollectionOptions = Omit<RequestOptions, 'method' | 'body' | 'list'>;

export const getCollection = <T>(http: HttpClient, path: string, options: CollectionOptions = {}) =>
    http<T[]>(path, { ...options, list: true });
