/**
 * An integration (product specification sections 3 and 7): the record the API sends (decision
 * 0061). Its settings (`details.infoList`) depend on its type.
 */
import { Type, type Static } from 'typebox';
import { Id, SharedName } from '../../src/validation/schemaParts.ts';
import { INTEGRATION_TYPES } from './types.ts';

export const InfoListSchema = Type.Record(
    Type.String(),
    Type.Union([Type.String(), Type.Number()]),
);
export type InfoList = Static<typeof InfoListSchema>;

/** GET /integrations, GET /integrations/{id}. */
export const IntegrationRecord = Type.Object(
    {
        id: Id(),
        name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
        type: Type.Enum(INTEGRATION_TYPES, { title: 'Type', 'x-sortable': true }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        details: Type.Object({ infoList: InfoListSchema }),
    },
    { title: 'Integration' },
);
export type Integration = Static<typeof IntegrationRecord>;
