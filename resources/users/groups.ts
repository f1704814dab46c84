/**
 * The groups whose users the console manages (sandbox/API.md, Users): the global group named
 * after the product, an organization, a service. Each kind has its own roles, one of which may
 * be locked in the role dialog (product specification section 5).
 */
export type GroupKind = 'global' | 'organization' | 'service';

export interface UserGroupRef {
    kind: GroupKind;
    /** The groupId of the calls: "smartcity", "organizations-1", "services-101". */
    groupId: string;
}

export const globalGroup = (productName: string): UserGroupRef => ({
    kind: 'global',
    groupId: productName,
});

export const organizationGroup = (organizationId: string | number): UserGroupRef => ({
    kind: 'organization',
    groupId: `organizations-${organizationId}`,
});

export const serviceGroup = (serviceId: string | number): UserGroupRef => ({
    kind: 'service',
    groupId: `services-${serviceId}`,
});

/** The group a groupId names, for the organization page's ?group= parameter. */
export const groupFromId = (groupId: string | null): UserGroupRef | undefined => {
    const match = /^(organizations|services)-(\d+)$/.exec(groupId ?? '');
    if (!match) return undefined;
    return match[1] === 'organizations' ? organizationGroup(match[2]) : serviceGroup(match[2]);
};
