/**
 * The rows of /licences/booked (product specification sections 2 and 4):
 *
 * - name: the subscription has none; it is the plan variant name of its package in the service
 *   store entry (the variant whose sapNumber is the package's), else the package id.
 * - cancel is disabled for a subscription with a valid end date (a real YYYY-MM-DD date).
 * - dates show in the user's locale, in the table and in the export.
 */
import type { TranslateFunction as Translate } from 'react-admin';
import { datedFileName, type ExportColumn } from '../../../src/export';
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

/**
 * The export's columns (issue 19, point 4): the table's, headed in the user's language, the
 * dates formatted as the table shows them.
 */
export const subscriptionExportColumns = ({
    translate,
    locale,
}: {
    translate: Translate;
    locale: string;
}): ExportColumn<SubscriptionRow>[] => {
    const date = billingDateFormat(locale);
    const field = (source: string) => translate(`resources.subscriptions.fields.${source}`);
    return [
        { id: 'name', label: field('name'), value: row => row.name },
        { id: 'quantity', label: field('quantity'), value: row => row.quantity ?? null },
        {
            id: 'bookedPackageId',
            label: field('bookedPackageId'),
            value: row => row.bookedPackageId ?? null,
        },
        {
            id: 'internalOrderId',
            label: field('internalOrderId'),
            value: row => row.internalOrderId || null,
        },
        { id: 'startDate', label: field('startDate'), value: row => date(row.startDate) || null },
        { id: 'endDate', label: field('endDate'), value: row => date(row.endDate) || null },
    ];
};

/** "Subscriptions yyyy-MM-dd" with the local date (the writer adds the extension). */
export const subscriptionExportFileName = (now: Date = new Date()) =>
    datedFileName('Subscriptions', now).replace(/\.xlsx$/, '');
