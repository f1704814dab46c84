/**
 * Names of alarm sources: the organization's services by id (one Map, built once per load) and
 * the current organization's name for alarms with no service. Also the service filter's choices.
 */
import { useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useLookup } from '../../src/api/lists/useLookup';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import { useOrganizations } from '../../src/organization/useOrganizations';
import type { Service } from '../services/types';
import { ORGANIZATION_SOURCE } from './source';

export interface SourceChoice {
    id: Identifier;
    name: string;
}

export const useAlarmLookups = () => {
    const translate = useTranslate();
    const services = useLookup<Service>('services');
    const organizations = useOrganizations();
    const [organizationId] = useCurrentOrganizationId();
    const fallback = translate('alarms.source.organization');
    return useMemo(() => {
        const organizationName = organizations.get(organizationId)?.name ?? fallback;
        const sourceChoices: SourceChoice[] = [
            { id: ORGANIZATION_SOURCE, name: organizationName },
            ...services.records.map(service => ({ id: service.id, name: service.name })),
        ];
        return {
            sourceChoices,
            /** The name of an alarm's source: its service, or the organization. */
            sourceName: (alarm: { serviceId?: Identifier | null }) =>
                alarm.serviceId == null || alarm.serviceId === ''
                    ? organizationName
                    : (services.get(alarm.serviceId)?.name ?? String(alarm.serviceId)),
        };
    }, [services, organizations, organizationId, fallback]);
};

export type AlarmLookups = ReturnType<typeof useAlarmLookups>;
