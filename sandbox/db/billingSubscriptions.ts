import type { Database } from 'better-sqlite3';
import { addMonths, contractYearEnd, today } from './billingDates.ts';
import type { TableModule } from './table.ts';
import type { Subscription as SubscriptionRecord } from '../../custom-pages/billing/state/types.ts';

/** A subscription as the sandbox stores and sends it: the contract's record, with its dates. */
export interface Subscription extends SubscriptionRecord {
    /** Free text; '' when none was given. */
    internalOrderId: string;
    /** YYYY-MM-DD */
    startDate: string;
}

export interface SubscriptionInput {
    bookedPackageId: number;
    quantity: number;
    internalOrderId: string;
    startDate: string;
}

export const billingSubscriptionsTable: TableModule = {
    name: 'billingSubscriptions',
    schema: `
    CREATE TABLE billingSubscriptions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      bookedPackageId INTEGER NOT NULL REFERENCES billingPackages(id),
      quantity INTEGER NOT NULL,
      internalOrderId TEXT NOT NULL DEFAULT '',
      startDate TEXT NOT NULL,
      endDate TEXT
    );
    CREATE INDEX billingSubscriptionsByOrganization ON billingSubscriptions (organizationId);`,
    seed(db) {
        // Dates relative to the day of the seed: 1 runs since 18 months, 2 started 9 months ago
        // and was cancelled (it ends with its first contract year).
        const day = today();
        const running = addMonths(day, -18);
        const cancelled = addMonths(day, -9);
        insertSubscription(db, 1, {
            bookedPackageId: 501,
            quantity: 1,
            internalOrderId: 'SWM-PO-1001',
            startDate: running,
        });
        const { id } = insertSubscription(db, 1, {
            bookedPackageId: 511,
            quantity: 2,
            internalOrderId: 'SWM-PO-1002',
            startDate: cancelled,
        });
        endSubscription(db, id, contractYearEnd(cancelled, day));
    },
};

const SELECT = `
    SELECT s.id, s.bookedPackageId, s.quantity, s.internalOrderId, s.startDate, s.endDate,
           p.smartServiceId
    FROM billingSubscriptions s JOIN billingPackages p ON p.id = s.bookedPackageId`;

export function listSubscriptions(db: Database, organizationId: number): Subscription[] {
    return db
        .prepare(`${SELECT} WHERE s.organizationId = ? ORDER BY s.id`)
        .all(organizationId) as Subscription[];
}

/** The organization's subscription; another organization's is undefined, as if missing. */
export function findSubscription(
    db: Database,
    organizationId: number,
    id: number,
): Subscription | undefined {
    return db
        .prepare(`${SELECT} WHERE s.organizationId = ? AND s.id = ?`)
        .get(organizationId, id) as Subscription | undefined;
}

export function insertSubscription(
    db: Database,
    organizationId: number,
    input: SubscriptionInput,
): Subscription {
    const { lastInsertRowid } = db
        .prepare(
            `INSERT INTO billingSubscriptions
               (organizationId, bookedPackageId, quantity, internalOrderId, startDate)
             VALUES (@organizationId, @bookedPackageId, @quantity, @internalOrderId, @startDate)`,
        )
        .run({ organizationId, ...input });
    return findSubscription(db, organizationId, Number(lastInsertRowid)) as Subscription;
}

export function endSubscription(db: Database, id: number, endDate: string): void {
    db.prepare('UPDATE billingSubscriptions SET endDate = ? WHERE id = ?').run(endDate, id);
}
