/** Request bodies of the billing calls: the account patch and a booking. */
import type { BillingAccount, BillingAddress } from '../db/billingAccounts.ts';
import {
    checkBodyOrganization,
    objectBody,
    optionalBoolean,
    optionalFreeText,
    requiredId,
    requiredName,
    requiredText,
} from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

export const MAX_QUANTITY = 100_000;

const ACCOUNT_FIELDS = ['companyName', 'firstName', 'lastName'] as const;
const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'city', 'country'] as const;

function country(value: unknown): string {
    const code = requiredText(value, 'country');
    if (!/^[A-Za-z]{2}$/.test(code)) throw badRequest('Country must be a two-letter country code');
    return code.toUpperCase();
}

/**
 * PATCH /billing/account: any subset of the fields, `address` merged into the stored one;
 * unknown fields are ignored (the console may send the whole account back).
 */
export function patchBillingAccount(current: BillingAccount, body: unknown): BillingAccount {
    const patch = objectBody(body);
    const next: BillingAccount = { ...current, address: { ...current.address } };
    for (const field of ACCOUNT_FIELDS) {
        if (field in patch) next[field] = requiredName(patch[field], field);
    }
    if ('address' in patch) {
        const address = patch.address;
        if (typeof address !== 'object' || address === null || Array.isArray(address)) {
            throw badRequest('address must be an object');
        }
        const fields = address as Record<string, unknown>;
        for (const field of ADDRESS_FIELDS) {
            if (!(field in fields)) continue;
            next.address[field as keyof BillingAddress] =
                field === 'country' ? country(fields[field]) : requiredName(fields[field], field);
        }
    }
    return next;
}

export interface BookingInput {
    packageId: number;
    quantity: number;
    internalOrderId: string;
}

/** A whole number from 1 to MAX_QUANTITY (numbers or digit strings). */
function quantity(value: unknown): number {
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
        throw badRequest('Quantity must be greater than 0');
    }
    if (number > MAX_QUANTITY) throw badRequest(`Quantity must be at most ${MAX_QUANTITY}`);
    return number;
}

/** POST /billing/subscriptions `{ packageId, quantity, sendNoConfirmationMail, internalOrderId }`. */
export function parseBooking(body: unknown, organizationId: number): BookingInput {
    const fields = objectBody(body);
    checkBodyOrganization(fields.organizationId, organizationId);
    const result = {
        quantity: quantity(fields.quantity),
        packageId: requiredId(fields.packageId, 'packageId'),
        internalOrderId: optionalFreeText(
            fields.internalOrderId,
            'internalOrderId',
            API_LENGTHS.textName,
            'name',
        ),
    };
    optionalBoolean(fields.sendNoConfirmationMail, 'sendNoConfirmationMail');
    return result;
}
