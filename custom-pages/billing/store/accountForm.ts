/** The billing account form: its fields, their rules, and the PATCH body. */
import { maxLength, regex, type Validator } from 'react-admin';
import type { BillingAccount } from '../state/types';
import { normalizeText } from '../../../src/validation/hygiene';
import { API_LENGTHS } from '../../../src/validation/apiLengths';
import { cleanName, required } from '../../../src/validation/rules';

export const ACCOUNT_FIELDS = ['companyName', 'firstName', 'lastName'] as const;
export const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'city', 'country'] as const;

/**
 * Company, names and address lines: required, no control or bidirectional characters, at most as
 * long as the API takes (the billing API has no schema of ours: the rule is the form's).
 */
export const accountFieldRule: Validator[] = [
    required(),
    cleanName,
    maxLength(API_LENGTHS.textName),
];

export const countryRule: Validator[] = [
    required(),
    regex(/^\s*[A-Za-z]{2}\s*$/, 'store.account.country_invalid'),
];

const text = (value: unknown) => (typeof value === 'string' ? normalizeText(value) : '');

/** PATCH /billing/account: every field normalised (NFC, trimmed), the country in upper case. */
export const accountPayload = (values: BillingAccount): BillingAccount => ({
    companyName: text(values.companyName),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    address: {
        street: text(values.address?.street),
        houseNumber: text(values.address?.houseNumber),
        postalCode: text(values.address?.postalCode),
        city: text(values.address?.city),
        country: text(values.address?.country).toUpperCase(),
    },
});
