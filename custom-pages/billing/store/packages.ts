/** Packages of the store: which services have some, their order, and their plan variants. */
import type { BillingPackage, PlanVariant, ServiceStoreEntry } from '../state/types';

/** The smart services that have packages, each once, in the order they first appear. */
export const storeServiceIds = (packages: readonly BillingPackage[]): string[] => [
    ...new Set(packages.map(item => item.smartServiceId)),
];

/** The packages of one service, sorted by package id descending (section 2). */
export const packagesOfService = (
    packages: readonly BillingPackage[],
    serviceId: string,
): BillingPackage[] =>
    packages.filter(item => item.smartServiceId === serviceId).sort((a, b) => b.id - a.id);

/** The plan variant that describes a package: the one with its SAP number. */
export const planVariantOf = (
    entry: ServiceStoreEntry | undefined,
    item: BillingPackage,
): PlanVariant | undefined =>
    entry?.planVariants?.find(variant => variant.fields.sapNumber === item.sapNumber);

export const DESCRIPTION_SEPARATOR = ' | ';

/** The part of a plan variant's description that is shown: the 4th ' | ' part, or ''. */
export const descriptionPart = (description: string | undefined | null): string =>
    (description ?? '').split(DESCRIPTION_SEPARATOR)[3]?.trim() ?? '';
