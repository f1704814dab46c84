/**
 * The declared collections (decision 0068): the resources whose API the sandbox serves by itself,
 * each from its facts (`resources/<name>/collection.ts`, which its declaration in ./index.ts
 * spreads too) and its schemas (`schema.ts`). Adding a plain resource adds one line here and its
 * seed records in the sandbox (sandbox/db/declaredSeeds.ts). The sandbox runs this file; the
 * console never imports it (the schemas stay out of its chunks).
 */
import type { DeclaredCollection } from '../src/crud/collection.ts';
import { dataSharingCollection } from './dataSharing/collection.ts';
import { DataSharingBody, DataSharingChange, DataSharingRecord } from './dataSharing/schema.ts';
import { deviceGroupCollection } from './deviceGroups/collection.ts';
import { DeviceGroupBody, DeviceGroupChange, DeviceGroupRecord } from './deviceGroups/schema.ts';
import { integrationCollection } from './integrations/collection.ts';
import { IntegrationBody, IntegrationChange, IntegrationRecord } from './integrations/schema.ts';
import { organizationCollection } from './organizations/collection.ts';
import { OrganizationBody, OrganizationRecord } from './organizations/schema.ts';
import { responsibleCollection } from './responsibles/collection.ts';
import { ResponsibleBody, ResponsibleRecord, ResponsibleUpdate } from './responsibles/schema.ts';
import { serviceCollection } from './services/collection.ts';
import { NewServiceBody, ServiceRecord, ServiceUpdateBody } from './services/schema.ts';

export const collections: DeclaredCollection[] = [
    {
        ...dataSharingCollection,
        schemas: { record: DataSharingRecord, create: DataSharingBody, update: DataSharingChange },
    },
    {
        ...deviceGroupCollection,
        schemas: { record: DeviceGroupRecord, create: DeviceGroupBody, update: DeviceGroupChange },
    },
    {
        ...integrationCollection,
        schemas: { record: IntegrationRecord, create: IntegrationBody, update: IntegrationChange },
    },
    {
        ...organizationCollection,
        schemas: { record: OrganizationRecord, create: OrganizationBody },
    },
    {
        ...responsibleCollection,
        schemas: { record: ResponsibleRecord, create: ResponsibleBody, update: ResponsibleUpdate },
    },
    {
        ...serviceCollection,
        schemas: { record: ServiceRecord, create: NewServiceBody, update: ServiceUpdateBody },
    },
];
