import type { Database } from 'better-sqlite3';
import { hashPassword, verifyPassword } from './password.ts';
import type { TableModule } from './table.ts';
import type { BillingAddress, BillingAccount } from '../../custom-pages/billing/state/types.ts';

export type { BillingAddress, BillingAccount };

interface BillingAccountRow extends Omit<BillingAccount, 'address'>, BillingAddress {
    organizationId: number;
}

/** The billing login (password = username) and account of organizations 1 and 2. */
const SEED: { organizationId: number; username: string; account: BillingAccount }[] = [
    {
        organizationId: 1,
        username: 'musterstadt',
        account: {
            companyName: 'Stadtwerke Musterstadt GmbH',
            firstName: 'Erika',
            lastName: 'Muster',
            address: {
                street: 'Hauptstraße',
                houseNumber: '1',
                postalCode: '12345',
                city: 'Musterstadt',
                country: 'DE',
            },
        },
    },
    {
        organizationId: 2,
        username: 'lagoverde',
        account: {
            companyName: 'Comune di Lago Verde',
            firstName: 'Giulia',
            lastName: 'Bianchi',
            address: {
                street: 'Via Roma',
                houseNumber: '5',
                postalCode: '22100',
                city: 'Lago Verde',
                country: 'IT',
            },
        },
    },
];

const COLUMNS = 'companyName, firstName, lastName, street, houseNumber, postalCode, city, country';

/** One billing account per organization; a billing login is not a console user. */
export const billingAccountsTable: TableModule = {
    name: 'billingAccounts',
    schema: `
    CREATE TABLE billingAccounts (
      organizationId INTEGER PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      passwordHash TEXT NOT NULL,
      companyName TEXT NOT NULL,
      firstName TEXT NOT NULL,
      lastName TEXT NOT NULL,
      street TEXT NOT NULL,
      houseNumber TEXT NOT NULL,
      postalCode TEXT NOT NULL,
      city TEXT NOT NULL,
      country TEXT NOT NULL
    );`,
    seed(db) {
        const insert = db.prepare(
            `INSERT INTO billingAccounts (organizationId, username, passwordHash, ${COLUMNS})
             VALUES (@organizationId, @username, @passwordHash, @companyName, @firstName,
                     @lastName, @street, @houseNumber, @postalCode, @city, @country)`,
        );
        for (const { organizationId, username, account } of SEED) {
            insert.run({
                organizationId,
                username,
                passwordHash: hashPassword(username),
                ...toRow(account),
            });
        }
    },
};

function toRow({ address, ...names }: BillingAccount) {
    return { ...names, ...address };
}

function fromRow(row: BillingAccountRow): BillingAccount {
    const { companyName, firstName, lastName, street, houseNumber, postalCode, city, country } =
        row;
    return {
        companyName,
        firstName,
        lastName,
        address: { street, houseNumber, postalCode, city, country },
    };
}

/** Whether the billing login belongs to this organization (any other answer is "wrong"). */
export function checkBillingLogin(
    db: Database,
    organizationId: number,
    username: string,
    password: string,
): boolean {
    const row = db
        .prepare(
            'SELECT passwordHash FROM billingAccounts WHERE organizationId = ? AND username = ?',
        )
        .get(organizationId, username) as { passwordHash: string } | undefined;
    return !!row && verifyPassword(password, row.passwordHash);
}

export function findBillingAccount(
    db: Database,
    organizationId: number,
): BillingAccount | undefined {
    const row = db
        .prepare(`SELECT organizationId, ${COLUMNS} FROM billingAccounts WHERE organizationId = ?`)
        .get(organizationId) as BillingAccountRow | undefined;
    return row && fromRow(row);
}

export function updateBillingAccount(
    db: Database,
    organizationId: number,
    account: BillingAccount,
): void {
    db.prepare(
        `UPDATE billingAccounts SET companyName = @companyName, firstName = @firstName,
           lastName = @lastName, street = @street, houseNumber = @houseNumber,
           postalCode = @postalCode, city = @city, country = @country
         WHERE organizationId = @organizationId`,
    ).run({ organizationId, ...toRow(account) });
}
