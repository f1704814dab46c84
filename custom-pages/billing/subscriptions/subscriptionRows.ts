/**
 * The rows of /licences/booked (product specification sections 2 and 4):
 *
 * - name: the subscription has none; it is the plan variant name of its package in the service
 *   store entry (the variant whose sapNumber is the package's), else the package id.
 * - cancel is disabled for a subscription with a valid end date (a real YYYY-MM-DD date).
 * - dates show in the user's locale; the export writes them as YYYY-MM-DD.
 */
import { datedFileName, type Cell } from '../../../src/export';
import type { BillingPackage, ServiceStoreEntry, Subscription } from '../state/types';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A "YYYY-MM-DD" (optionally followed by a time) as a local date, or null. */
export const billingDate = (value: unknown): Date | null => {
    if (typeof value !== 'string') return null;
    const match = DAY.exec(value.trim());
    if (!match) return null;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(year, month - 1, day);
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
        ? date
        : null;
};

export const hasValidEndDate = (subscription: Pick<Subscription, 'endDate'>) =>
    billingDate(subscription.endDate) !== null;

/** Cancel is offered only for subscriptions still running (no valid end date). */
export const isCancelDisabled = hasValidEndDate;

export const planVariantName = (entry: ServiceStoreEntry | undefined, sapNumber: string) =>
    entry?.planVariants?.find(variant => variant.fields?.sapNumber === sapNumber)?.fields
        .planVariantName || undefined;

export const subscriptionName = (
    subscription: Subscription,
    packages: ReadonlyMap<number | string, BillingPackage>,
    entries: ReadonlyMap<string, ServiceStoreEntry>,
) => {
    const pack = packages.get(subscription.bookedPackageId);
    const serviceId = pack?.smartServiceId ?? subscription.smartServiceId;
    const name = pack ? planVariantName(entries.get(serviceId), pack.sapNumber) : undefined;
    return name ?? String(subscription.bookedPackageId);
};

export interface SubscriptionRow extends Subscription {
    name: string;
}

export const subscriptionRows = (
    subscriptions: readonly Subscription[],
    packages: readonly BillingPackage[],
    entries: ReadonlyMap<string, ServiceStoreEntry>,
): SubscriptionRow[] => {
    const byId = new Map(packages.map(pack => [pack.id, pack]));
    return subscriptions.map(subscription => ({
        ...subscription,
        name: subscriptionName(subscription, byId, entries),
    }));
};

/** The locale's medium date, e.g. "Nov 22, 2026" / "22.11.2026"; '' when there is none. */
export const billingDateFormat = (locale: string) => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (value: unknown) => {
        const date = billingDate(value);
        return date ? format.format(date) : '';
    };
};

export const SUBSCRIPTION_EXPORT_COLUMNS = [
    'name',
    'quantity',
    'packageId',
    'internalReference',
    'startDate',
    'endDate',
] as const;

export type SubscriptionExportRow = Record<(typeof SUBSCRIPTION_EXPORT_COLUMNS)[number], Cell>;

export const subscriptionExportRows = (rows: readonly SubscriptionRow[]): SubscriptionExportRow[] =>
    rows.map(row => ({
        name: row.name,
        quantity: row.quantity ?? null,
        packageId: row.bookedPackageId ?? null,
        internalReference: row.internalOrderId || null,
        startDate: row.startDate ?? null,
        endDate: row.endDate ?? null,
    }));

/** "Subscriptions yyyy-MM-dd.xlsx" with the local date. */
export const subscriptionExportFileName = (now: Date = new Date()) =>
    datedFileName('Subscriptions', now);
