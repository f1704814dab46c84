/**
 * The declared collections (decision 0068): the resources whose API the sandbox serves by itself,
 * each from its facts (`resources/<name>/collection.ts`, which its declaration in ./index.ts
 * spreads too) and its schemas (the `schemas` export of `schema.ts`, which the declaration reads
 * as JSON, decision 0069). Adding a plain resource adds one line here and its
 * seed records in the sandbox (sandbox/db/declaredSeeds.ts). The sandbox runs this file; the
 * console never imports it (the schemas stay out of its chunks).
 */
import type { DeclaredCollection } from '../src/crud/collection.ts';
import { serviceCollection } from './services/collection.ts';
import { schemas as serviceSchemas } from './services/schema.ts';

export const collections: DeclaredCollection[] = [
    { ...serviceCollection, schemas: serviceSchemas },
];
