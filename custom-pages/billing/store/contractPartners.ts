/**
 * The local contract partners (section 3): a fixed table from the billing country (ISO 3166
 * alpha-2) to the company the contract is made with. Countries without a partner of their own
 * contract with the international one.
 */
export interface ContractPartner {
    name: string;
    street: string;
    houseNumber: string;
    zip: string;
    city: string;
    /** ISO 3166 alpha-2 */
    country: string;
}

export const CONTRACT_PARTNERS: Readonly<Record<string, ContractPartner>> = {
    DE: {
        name: 'Smart City Solutions Deutschland GmbH',
        street: 'Friedrichstraße',
        houseNumber: '100',
        zip: '10117',
        city: 'Berlin',
        country: 'DE',
    },
    AT: {
        name: 'Smart City Solutions Österreich GmbH',
        street: 'Mariahilfer Straße',
        houseNumber: '50',
        zip: '1070',
        city: 'Wien',
        country: 'AT',
    },
    CH: {
        name: 'Smart City Solutions Schweiz AG',
        street: 'Bahnhofstrasse',
        houseNumber: '10',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
    },
    IT: {
        name: 'Smart City Solutions Italia S.r.l.',
        street: 'Via Torino',
        houseNumber: '20',
        zip: '20123',
        city: 'Milano',
        country: 'IT',
    },
    FR: {
        name: 'Smart City Solutions France SAS',
        street: 'Rue de Rivoli',
        houseNumber: '80',
        zip: '75004',
        city: 'Paris',
        country: 'FR',
    },
};

/** The partner of every other country. */
export const FALLBACK_CONTRACT_PARTNER: ContractPartner = {
    name: 'Smart City Solutions International S.A.',
    street: 'Rue de la Gare',
    houseNumber: '1',
    zip: '1611',
    city: 'Luxembourg',
    country: 'LU',
};

/** The contract partner of a billing country, ignoring case and spaces; the fallback otherwise. */
export const contractPartnerFor = (country: string | null | undefined): ContractPartner => {
    const code = (country ?? '').trim().toUpperCase();
    return Object.prototype.hasOwnProperty.call(CONTRACT_PARTNERS, code)
        ? CONTRACT_PARTNERS[code]
        : FALLBACK_CONTRACT_PARTNER;
};

/** A country's name in a language ("DE" → "Germany", "Deutschland"), or the code itself. */
export const countryName = (code: string, locale: string) => {
    try {
        return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
    } catch {
        return code;
    }
};
