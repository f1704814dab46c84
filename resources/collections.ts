/**
 * The declared collections (decision 0068): the resources whose API the sandbox serves by itself,
 * each from its facts (`resources/<name>/collection.ts`, which its declaration in ./index.ts
 * spreads too) and its schemas (the `schemas` export of `schema.ts`, which the declaration reads
 * as JSON, decision 0069). Adding a plain resource adds one line here and its
 * seed records in the sandbox (sandbox/db/declaredSeeds.ts). The sandbox runs this file; the
 * console never imports it (the schemas stay out of its chunks).
 */
import type { DeclaredCollection } from '../src/crud/collection.ts';
import { dataSharingCollection } from './dataSharing/collection.ts';
import { schemas as dataSharingSchemas } from './dataSharing/schema.ts';
import { deviceGroupCollection } from './deviceGroups/collection.ts';
import { schemas as deviceGroupSchemas } from './deviceGroups/schema.ts';
import { integrationCollection } from './integrations/collection.ts';
import { schemas as integrationSchemas } from './integrations/schema.ts';
import { organizationCollection } from './organizations/collection.ts';
import { schemas as organizationSchemas } from './organizations/schema.ts';
import { responsibleCollection } from './responsibles/collection.ts';
import { schemas as responsibleSchemas } from './responsibles/schema.ts';
import { serviceCollection } from './services/collection.ts';
import { schemas as serviceSchemas } from './services/schema.ts';

export const collections: DeclaredCollection[] = [
    { ...dataSharingCollection, schemas: dataSharingSchemas },
    { ...deviceGroupCollection, schemas: deviceGroupSchemas },
    { ...integrationCollection, schemas: integrationSchemas },
    { ...organizationCollection, schemas: organizationSchemas },
    { ...responsibleCollection, schemas: responsibleSchemas },
    { ...serviceCollection, schemas: serviceSchemas },
];
