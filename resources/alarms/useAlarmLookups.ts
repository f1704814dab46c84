/**
 * Names of alarm sources: the organization's services by id (one Map, built once per load) and
 * the current organization's name for alarms with no service. Also the service filter's choices.
 */
import { useMemo } from 'react';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../src/api/headers';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import { useOrganizations } from '../../src/organization/useOrganizations';
import type { Service } from '../devices/useDeviceLookups';
import { ORGANIZATION_SOURCE } from './source';

const WHOLE_LIST = {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' as const },
};

export interface SourceChoice {
    id: Identifier;
    name: string;
}

export const useAlarmLookups = () => {
    const translate = useTranslate();
    const services = useGetList<Service>('services', WHOLE_LIST);
    const organizations = useOrganizations();
    const [organizationId] = useCurrentOrganizationId();
    const fallback = translate('alarms.source.organization');
    return useMemo(() => {
        const serviceById = new Map(
            (services.data ?? []).map(service => [String(service.id), service.name]),
        );
        const organizationName =
            organizations.data?.find(organization => String(organization.id) === organizationId)
                ?.name ?? fallback;
        const sourceChoices: SourceChoice[] = [
            { id: ORGANIZATION_SOURCE, name: organizationName },
            ...(services.data ?? []).map(service => ({ id: service.id, name: service.name })),
        ];
        return {
            sourceChoices,
            /** The name of an alarm's source: its service, or the organization. */
            sourceName: (alarm: { serviceId?: Identifier | null }) =>
                alarm.serviceId == null || alarm.serviceId === ''
                    ? organizationName
                    : (serviceById.get(String(alarm.serviceId)) ?? String(alarm.serviceId)),
        };
    }, [services.data, organizations.data, organizationId, fallback]);
};

export type AlarmLookups = ReturnType<typeof useAlarmLookups>;
