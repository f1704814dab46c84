/**
 * How many licences an organization has for what it wants to activate (product specification
 * sections 3, 5 and 9). The licence bundle of GET /billing/licences maps a licence type id to
 * the number of licences available: { "1386962": 3, "1386964": 2, ... }.
 *
 * - Devices: per tag, the available licences must be at least the requested plus the active
 *   devices with that tag. Tag lighting counts type 1386962, light-segment 1386964; every other
 *   tag has 0. A device without any tag is checked for no tag, so it needs no licence
 *   (sandbox/API.md: "for each tag").
 * - Services: the available licences of the service's type must exceed the number of active
 *   services of that type (the one being activated needs a licence of its own). Smart lighting
 *   (SLS) counts the types 1386962, 1386968 and 1386966; the other service types have 0.
 */

export type LicenceBundle = Record<string, number>;

export const LICENCE_TYPE_LIGHTING = '1386962';
export const LICENCE_TYPE_LIGHT_SEGMENT = '1386964';
export const LICENCE_TYPE_SLS_1386968 = '1386968';
export const LICENCE_TYPE_SLS_1386966 = '1386966';

/** The licence types that cover a device of each tag. */
export const TAG_LICENCE_TYPES: Readonly<Record<string, readonly string[]>> = {
    lighting: [LICENCE_TYPE_LIGHTING],
    'light-segment': [LICENCE_TYPE_LIGHT_SEGMENT],
};

/** The licence types that cover a service of each type. */
export const SERVICE_LICENCE_TYPES: Readonly<Record<string, readonly string[]>> = {
    SLS: [LICENCE_TYPE_LIGHTING, LICENCE_TYPE_SLS_1386968, LICENCE_TYPE_SLS_1386966],
};

const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

const sumOf = (bundle: LicenceBundle | undefined, types: readonly string[] | undefined) =>
    (types ?? []).reduce((total, type) => total + count(bundle?.[type]), 0);

const own = <T>(table: Readonly<Record<string, T>>, key: string) =>
    Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** Licences available for devices with this tag. */
export const availableForTag = (bundle: LicenceBundle | undefined, tag: string) =>
    sumOf(bundle, own(TAG_LICENCE_TYPES, tag));

/** Licences available for services of this type. */
export const availableForServiceType = (bundle: LicenceBundle | undefined, type: string) =>
    sumOf(bundle, own(SERVICE_LICENCE_TYPES, type));

export interface TagLicenceCheck {
    tag: string;
    available: number;
    requested: number;
    active: number;
    /** available >= requested + active */
    enough: boolean;
}

type Tagged = { tags?: readonly string[] | null };

/** How many of the devices carry each tag (a device listing a tag twice counts once). */
export const countByTag = (devices: readonly Tagged[]) => {
    const counts = new Map<string, number>();
    for (const device of devices) {
        for (const tag of new Set(device.tags ?? [])) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    return counts;
};

/** The devices without any tag: they need no licence. */
export const countUntagged = (devices: readonly Tagged[]) =>
    devices.filter(device => !device.tags?.length).length;

/**
 * One check per tag of the requested devices, in the order the tags first appear. `active` are
 * the organization's enabled devices.
 */
export const deviceLicenceChecks = (
    bundle: LicenceBundle | undefined,
    requested: readonly Tagged[],
    active: readonly Tagged[],
): TagLicenceCheck[] => {
    const activeByTag = countByTag(active);
    return [...countByTag(requested)].map(([tag, requestedCount]) => {
        const available = availableForTag(bundle, tag);
        const activeCount = activeByTag.get(tag) ?? 0;
        return {
            tag,
            available,
            requested: requestedCount,
            active: activeCount,
            enough: available >= requestedCount + activeCount,
        };
    });
};

export const enoughDeviceLicences = (checks: readonly TagLicenceCheck[]) =>
    checks.every(check => check.enough);

export interface ServiceLicenceCheck {
    type: string;
    available: number;
    active: number;
    /** available > active */
    enough: boolean;
}

/** Whether one more service of this type may be activated by licence. */
export const serviceLicenceCheck = (
    bundle: LicenceBundle | undefined,
    type: string,
    services: readonly { type: string; isEnabled?: boolean }[],
): ServiceLicenceCheck => {
    const available = availableForServiceType(bundle, type);
    const active = services.filter(service => service.type === type && service.isEnabled).length;
    return { type, available, active, enough: available > active };
};
