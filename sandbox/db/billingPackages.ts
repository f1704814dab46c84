import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';
import type { BillingPackage as BillingPackageRecord } from '../../custom-pages/billing/state/types.ts';

/** The service store's ids; every package belongs to one. */
export const SMART_SERVICE_IDS = [
    'smart-lighting',
    'smart-valve',
    'traffic-monitoring',
    'environmental-monitoring',
] as const;
export type SmartServiceId = (typeof SMART_SERVICE_IDS)[number];

/** A package on sale: the contract's record without the organization's booked quantity. */
export interface BillingPackageData extends Omit<BillingPackageRecord, 'bookedQuantity'> {
    smartServiceId: SmartServiceId;
    /** The licence type a booking adds to (a key of GET /billing/licences), null when none. */
    licenceTypeId: string | null;
    /** Licences added per booked unit (0 without a licence type). */
    licencesPerUnit: number;
    /**
     * The contract period of a booking in years (product specification section 9: 1, 5 or 10),
     * renewed automatically by as much again; a cancellation ends the running period.
     */
    contractPeriodYears: ContractPeriodYears;
}

export const CONTRACT_PERIODS_YEARS = [1, 5, 10] as const;
export type ContractPeriodYears = (typeof CONTRACT_PERIODS_YEARS)[number];

/** One entry of GET /billing/packages, as the sandbox sends it. */
export interface BillingPackage
    extends BillingPackageData, Pick<BillingPackageRecord, 'bookedQuantity'> {}

/** The packages on sale: the same for every organization. */
export const BILLING_PACKAGES: BillingPackageData[] = [
    {
        id: 501,
        smartServiceId: 'smart-lighting',
        sapNumber: 'SAP-SLS-S',
        specifications: ['10 lighting licences', 'Dimming schedules', 'Lamp failure alarms'],
        licenceTypeId: '1386962',
        licencesPerUnit: 10,
        contractPeriodYears: 1,
    },
    {
        id: 502,
        smartServiceId: 'smart-lighting',
        sapNumber: 'SAP-SLS-M',
        specifications: [
            '50 lighting licences',
            'Dimming schedules',
            'Lamp failure alarms',
            'Energy reports',
        ],
        licenceTypeId: '1386962',
        licencesPerUnit: 50,
        contractPeriodYears: 5,
    },
    {
        id: 503,
        smartServiceId: 'smart-lighting',
        sapNumber: 'SAP-SLS-SEG',
        specifications: ['10 light-segment licences', 'Segment profiles'],
        licenceTypeId: '1386964',
        licencesPerUnit: 10,
        contractPeriodYears: 10,
    },
    {
        id: 504,
        smartServiceId: 'smart-lighting',
        sapNumber: 'SAP-SLS-CTRL',
        specifications: ['1 lighting controller licence', 'Central switching'],
        licenceTypeId: '1386968',
        licencesPerUnit: 1,
        contractPeriodYears: 1,
    },
    {
        id: 511,
        smartServiceId: 'smart-valve',
        sapNumber: 'SAP-SVS-S',
        specifications: ['Up to 10 valves', 'Remote open and close', 'Pressure alarms'],
        licenceTypeId: null,
        licencesPerUnit: 0,
        contractPeriodYears: 1,
    },
    {
        id: 512,
        smartServiceId: 'smart-valve',
        sapNumber: 'SAP-SVS-M',
        specifications: [
            'Up to 50 valves',
            'Remote open and close',
            'Pressure alarms',
            'Leak detection',
        ],
        licenceTypeId: null,
        licencesPerUnit: 0,
        contractPeriodYears: 5,
    },
    {
        id: 521,
        smartServiceId: 'traffic-monitoring',
        sapNumber: 'SAP-STS-S',
        specifications: ['Up to 20 counters or parking sensors', 'Occupancy dashboard'],
        licenceTypeId: null,
        licencesPerUnit: 0,
        contractPeriodYears: 1,
    },
    {
        id: 531,
        smartServiceId: 'environmental-monitoring',
        sapNumber: 'SAP-SES-S',
        specifications: ['Up to 10 sensors', 'Temperature, humidity and CO2', 'Threshold alarms'],
        licenceTypeId: null,
        licencesPerUnit: 0,
        contractPeriodYears: 1,
    },
    {
        id: 532,
        smartServiceId: 'environmental-monitoring',
        sapNumber: 'SAP-SES-M',
        specifications: [
            'Up to 50 sensors',
            'Temperature, humidity and CO2',
            'Threshold alarms',
            'Open data export',
        ],
        licenceTypeId: null,
        licencesPerUnit: 0,
        contractPeriodYears: 10,
    },
];

export const billingPackagesTable: TableModule = {
    name: 'billingPackages',
    schema: `
    CREATE TABLE billingPackages (
      id INTEGER PRIMARY KEY,
      smartServiceId TEXT NOT NULL,
      sapNumber TEXT NOT NULL UNIQUE,
      specifications TEXT NOT NULL DEFAULT '[]',
      licenceTypeId TEXT,
      licencesPerUnit INTEGER NOT NULL DEFAULT 0,
      contractPeriodYears INTEGER NOT NULL DEFAULT 1
    );`,
    seed(db) {
        const insert = db.prepare(
            `INSERT INTO billingPackages
               (id, smartServiceId, sapNumber, specifications, licenceTypeId, licencesPerUnit,
                contractPeriodYears)
             VALUES (@id, @smartServiceId, @sapNumber, @specifications, @licenceTypeId,
                     @licencesPerUnit, @contractPeriodYears)`,
        );
        for (const item of BILLING_PACKAGES) {
            insert.run({ ...item, specifications: JSON.stringify(item.specifications) });
        }
    },
    migrate(db) {
        // Data folders from before contract periods: add the column, with the seed's periods.
        const columns = db.prepare('PRAGMA table_info(billingPackages)').all() as {
            name: string;
        }[];
        if (columns.some(column => column.name === 'contractPeriodYears')) return;
        db.exec(
            'ALTER TABLE billingPackages ADD COLUMN contractPeriodYears INTEGER NOT NULL DEFAULT 1',
        );
        const update = db.prepare(
            'UPDATE billingPackages SET contractPeriodYears = @contractPeriodYears WHERE id = @id',
        );
        for (const { id, contractPeriodYears } of BILLING_PACKAGES) {
            update.run({ id, contractPeriodYears });
        }
    },
};

interface PackageRow extends Omit<BillingPackage, 'specifications'> {
    specifications: string;
}

const SELECT = `
    SELECT p.id, p.smartServiceId, p.sapNumber, p.specifications, p.licenceTypeId,
           p.licencesPerUnit, p.contractPeriodYears,
           (SELECT COALESCE(SUM(s.quantity), 0) FROM billingSubscriptions s
             WHERE s.bookedPackageId = p.id AND s.organizationId = @organizationId
               AND s.endDate IS NULL) AS bookedQuantity
    FROM billingPackages p`;

function fromRow(row: PackageRow): BillingPackage {
    const { id, smartServiceId, sapNumber, bookedQuantity, licenceTypeId, licencesPerUnit } = row;
    return {
        id,
        smartServiceId,
        sapNumber,
        bookedQuantity,
        specifications: JSON.parse(row.specifications) as string[],
        licenceTypeId,
        licencesPerUnit,
        contractPeriodYears: row.contractPeriodYears,
    };
}

/** The packages with this organization's booked quantities, by id. */
export function listBillingPackages(db: Database, organizationId: number): BillingPackage[] {
    const rows = db.prepare(`${SELECT} ORDER BY p.id`).all({ organizationId }) as PackageRow[];
    return rows.map(fromRow);
}

export function findBillingPackage(
    db: Database,
    organizationId: number,
    id: number,
): BillingPackage | undefined {
    const row = db.prepare(`${SELECT} WHERE p.id = @id`).get({ organizationId, id }) as
        PackageRow | undefined;
    return row && fromRow(row);
}
