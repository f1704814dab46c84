/**
 * Every react-query key the console writes itself, in one place. A key of organization data
 * holds the organization's id, so that a list or a state cached for one organization is never
 * shown in another; keys of data that belongs to no organization (the server version, the
 * content service's texts, an Element server's folders) have none.
 *
 * react-admin's own hooks (useGetList, useGetOne, ...) key their queries by the resource name
 * first; `resource(name)` is that prefix, and a resource's whole-list cache shares it, so that
 * invalidating a resource reaches both.
 */
import type { Identifier } from 'react-admin';

/** The current organization's id as stored (null: none chosen yet). */
export type OrganizationKey = string | null;

export type BillingPart = 'account' | 'packages' | 'subscriptions';

/** react-admin's queries that show a resource's records in lists (all read its collection). */
const LIST_KINDS = new Set(['getList', 'getMany', 'getManyReference']);

/**
 * Whether a query key is react-admin's list query ([resource, 'getList' | 'getMany' |
 * 'getManyReference', params]), of the resource when one is named.
 */
export const isListOf = (queryKey: readonly unknown[], resource?: string) =>
    LIST_KINDS.has(String(queryKey[1])) && (resource === undefined || queryKey[0] === resource);

/** The queries an organization switch keeps: the organizations themselves and the version. */
const KEPT_ON_SWITCH = new Set(['organizations', 'version']);

export const queryKeys = {
    /** Every query of a resource: react-admin's own and its whole-list cache. */
    resource: (resource: string) => [resource],
    /** A resource's whole list of one organization; without an organization: of every one. */
    collection: (resource: string, organizationId?: OrganizationKey) =>
        organizationId === undefined
            ? [resource, 'collection']
            : [resource, 'collection', organizationId],
    /** The devices the wizards may onboard from one integration (its provider's list). */
    unboardedDevices: (organizationId: OrganizationKey, integrationId: Identifier | undefined) => [
        'deviceWizards',
        'unboarded',
        organizationId,
        integrationId,
    ],
    /** The device types of the organization's services, offered by the device wizards. */
    wizardDeviceTypes: (organizationId: OrganizationKey) => [
        'deviceWizards',
        'deviceTypes',
        organizationId,
    ],
    /** The device types the platform supports (device group forms). */
    supportedDeviceTypes: (organizationId: OrganizationKey) => ['devices', 'types', organizationId],
    /** The last diagnosis messages of one device. */
    diagnosis: (organizationId: OrganizationKey, id: Identifier) => [
        'devices',
        'diagnosis',
        organizationId,
        String(id),
    ],
    /** One device's readings between two instants (the device page's Readings panel). */
    readings: (organizationId: OrganizationKey, id: Identifier, start: number, end: number) => [
        'devices',
        'readings',
        organizationId,
        String(id),
        start,
        end,
    ],
    /** The commands a device type (vendor, type and firmware) understands. */
    deviceTypeCommands: (
        organizationId: OrganizationKey,
        type: { vendor?: string; deviceType?: string; firmware?: string },
    ) => ['devices', 'commands', organizationId, type.vendor, type.deviceType, type.firmware],
    /** The organization's licence bundle (GET /billing/licences); without one: every bundle. */
    licenceBundle: (organizationId?: OrganizationKey) =>
        organizationId === undefined
            ? ['activation', 'licences']
            : ['activation', 'licences', organizationId],
    /**
     * One part of the billing state; without an organization: all of it. A part with texts to
     * read (the packages' specifications) holds the language it is asked in, last.
     */
    billing: (organizationId?: OrganizationKey, part?: BillingPart, locale?: string) =>
        organizationId === undefined
            ? ['billing']
            : locale === undefined
              ? ['billing', organizationId, part]
              : ['billing', organizationId, part, locale],
    /** A users group's roles and grants; without a part: both. */
    groupUsers: (organizationId: OrganizationKey, groupId: string, part?: 'roles' | 'grants') =>
        part === undefined
            ? ['users', 'group', organizationId, groupId]
            : ['users', 'group', organizationId, groupId, part],
    /** The back end's version (footer). */
    version: () => ['version'],
    /**
     * A text of the content service, a service store entry or a pricing card, in a language
     * (last, src/api/transport/acceptLanguage.ts).
     */
    content: (kind: 'serviceStore' | 'pricingCards', id: string | null, locale: string) => [
        'content',
        kind,
        id,
        locale,
    ],
    /** A look-up on an Element server, by its address and key. */
    elementLookup: (part: 'folders' | 'driverInstances', access: unknown) => [
        'elementLookup',
        part,
        access,
    ],
    /** Whether a query survives an organization switch (every other query is forgotten). */
    keptOnSwitch: (queryKey: readonly unknown[]) => KEPT_ON_SWITCH.has(String(queryKey[0])),
};
