/** The service store's pure rules: prices, package order, description parts, contract partners. */
import { describe, expect, it } from 'vitest';
import { accountPayload } from '../../custom-pages/billing/store/accountForm';
import {
    subscriptionBooking,
    validateQuantity,
    validateTerms,
    QUANTITY_MESSAGE,
    TERMS_MESSAGE,
} from '../../custom-pages/billing/store/booking';
import {
    CONTRACT_PARTNERS,
    contractPartnerFor,
    FALLBACK_CONTRACT_PARTNER,
} from '../../custom-pages/billing/store/contractPartners';
import {
    descriptionPart,
    packagesOfService,
    planVariantOf,
    storeServiceIds,
} from '../../custom-pages/billing/store/packages';
import { formatEuro, totalPrice } from '../../custom-pages/billing/store/pricing';
import type { BillingPackage, ServiceStoreEntry } from '../../custom-pages/billing/state/types';

/** Intl writes a narrow no-break space in some locales: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const pkg = (id: number, smartServiceId: string, sapNumber = `SAP-${id}`): BillingPackage => ({
    id,
    smartServiceId,
    sapNumber,
    bookedQuantity: 0,
    specifications: [],
});

describe('prices', () => {
    it('formats euro amounts in each language with 2 decimals', () => {
        expect(plain(formatEuro(1234.5, 'en'))).toBe('€1,234.50');
        expect(plain(formatEuro(1234.5, 'de'))).toBe('1.234,50 €');
        // Italian groups thousands only from 5 digits on (CLDR minimum grouping digits 2).
        expect(plain(formatEuro(1234.5, 'it'))).toBe('1234,50 €');
        expect(plain(formatEuro(12345.5, 'it'))).toBe('12.345,50 €');
        expect(plain(formatEuro(0, 'de'))).toBe('0,00 €');
        expect(plain(formatEuro(99, 'en'))).toBe('€99.00');
    });

    it('totals quantity × price to the cent', () => {
        expect(totalPrice(3, 0.1)).toBe(0.3);
        expect(totalPrice(7, 199.99)).toBe(1399.93);
        expect(totalPrice(0, 199)).toBe(0);
        expect(totalPrice(Number.NaN, 199)).toBe(0);
        expect(plain(formatEuro(totalPrice(12, 1234.56), 'de'))).toBe('14.814,72 €');
        expect(plain(formatEuro(totalPrice(12, 1234.56), 'en'))).toBe('€14,814.72');
        expect(plain(formatEuro(totalPrice(12, 1234.56), 'it'))).toBe('14.814,72 €');
    });
});

describe('packages', () => {
    const packages = [
        pkg(501, 'smart-lighting'),
        pkg(511, 'smart-valve'),
        pkg(503, 'smart-lighting'),
        pkg(531, 'environmental-monitoring'),
        pkg(502, 'smart-lighting'),
        pkg(512, 'smart-valve'),
    ];

    it('lists each service that has packages once, in order of appearance', () => {
        expect(storeServiceIds(packages)).toEqual([
            'smart-lighting',
            'smart-valve',
            'environmental-monitoring',
        ]);
        expect(storeServiceIds([])).toEqual([]);
    });

    it('sorts a service’s packages by id descending and leaves the input alone', () => {
        expect(packagesOfService(packages, 'smart-lighting').map(item => item.id)).toEqual([
            503, 502, 501,
        ]);
        expect(packagesOfService(packages, 'smart-valve').map(item => item.id)).toEqual([512, 511]);
        expect(packagesOfService(packages, 'traffic-monitoring')).toEqual([]);
        expect(packages[0].id).toBe(501);
    });

    it('finds the plan variant of a package by SAP number', () => {
        const entry = {
            id: 'smart-lighting',
            pageTitle: 'Smart Lighting',
            planVariants: [
                { fields: { id: 1, sapNumber: 'SAP-A', planVariantName: 'A' } },
                { fields: { id: 2, sapNumber: 'SAP-B', planVariantName: 'B' } },
            ],
        } as ServiceStoreEntry;
        expect(planVariantOf(entry, pkg(1, 'x', 'SAP-B'))?.fields.planVariantName).toBe('B');
        expect(planVariantOf(entry, pkg(1, 'x', 'SAP-C'))).toBeUndefined();
        expect(planVariantOf(undefined, pkg(1, 'x', 'SAP-A'))).toBeUndefined();
    });

    it('shows the 4th “ | ” part of a description', () => {
        expect(descriptionPart('Small | 1 year | auto-renewal | Up to 10 street lights')).toBe(
            'Up to 10 street lights',
        );
        expect(descriptionPart('a | b | c | d | e')).toBe('d');
        expect(descriptionPart('a | b | c')).toBe('');
        expect(descriptionPart('a|b|c|d')).toBe('');
        expect(descriptionPart('')).toBe('');
        expect(descriptionPart(undefined)).toBe('');
        expect(descriptionPart(null)).toBe('');
    });
});

describe('contract partners', () => {
    it('has a partner for DE, AT, CH, IT and FR', () => {
        for (const code of ['DE', 'AT', 'CH', 'IT', 'FR']) {
            expect(contractPartnerFor(code)).toBe(CONTRACT_PARTNERS[code]);
            expect(contractPartnerFor(code).country).toBe(code);
        }
        expect(contractPartnerFor('DE').name).toBe('Smart City Solutions Deutschland GmbH');
        expect(contractPartnerFor('IT').city).toBe('Milano');
    });

    it('ignores case and spaces', () => {
        expect(contractPartnerFor('at')).toBe(CONTRACT_PARTNERS.AT);
        expect(contractPartnerFor(' ch ')).toBe(CONTRACT_PARTNERS.CH);
    });

    it('falls back for unknown, empty and odd codes', () => {
        for (const code of ['US', 'xx', '', undefined, null, 'constructor', 'toString']) {
            expect(contractPartnerFor(code)).toBe(FALLBACK_CONTRACT_PARTNER);
        }
    });

    it('gives every partner a name, street, house number, zip, city and country', () => {
        for (const partner of [...Object.values(CONTRACT_PARTNERS), FALLBACK_CONTRACT_PARTNER]) {
            for (const value of Object.values(partner)) expect(value).toMatch(/\S/);
        }
    });
});

describe('booking rules', () => {
    it('accepts only whole quantities greater than 0', () => {
        for (const bad of [0, -1, 1.5, '', '0', 'abc', null, undefined, Number.NaN]) {
            expect(validateQuantity(bad, {}, {})).toBe(QUANTITY_MESSAGE);
        }
        for (const good of [1, 25, '3']) expect(validateQuantity(good, {}, {})).toBeUndefined();
    });

    it('needs the terms ticked', () => {
        expect(validateTerms(false, {}, {})).toBe(TERMS_MESSAGE);
        expect(validateTerms(undefined, {}, {})).toBe(TERMS_MESSAGE);
        expect(validateTerms(true, {}, {})).toBeUndefined();
    });

    it('books the package with the quantity as a number and the order id trimmed', () => {
        expect(
            subscriptionBooking(502, { quantity: '4', internalOrderId: ' PO-7 ', terms: true }),
        ).toEqual({ packageId: 502, quantity: 4, internalOrderId: 'PO-7' });
    });

    it('sends the whole account, trimmed, the country in upper case', () => {
        expect(
            accountPayload({
                companyName: ' ACME ',
                firstName: 'Ada',
                lastName: 'Lovelace',
                address: {
                    street: 'Main St',
                    houseNumber: '1a',
                    postalCode: '1010',
                    city: 'Wien',
                    country: 'at ',
                },
            }),
        ).toEqual({
            companyName: 'ACME',
            firstName: 'Ada',
            lastName: 'Lovelace',
            address: {
                street: 'Main St',
                houseNumber: '1a',
                postalCode: '1010',
                city: 'Wien',
                country: 'AT',
            },
        });
    });
});
