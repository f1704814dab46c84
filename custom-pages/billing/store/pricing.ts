/** Prices of the store: euro, in the console's language, to 2 decimals (section 9). */

export const CURRENCY = 'EUR';

const numberLocales: Record<string, string> = { en: 'en-GB', de: 'de-DE', it: 'it-IT' };

/** An amount in euro as the language writes it, always with 2 decimals: "€1,234.50", "1.234,50 €". */
export const formatEuro = (amount: number, locale: string) =>
    new Intl.NumberFormat(numberLocales[locale] ?? locale, {
        style: 'currency',
        currency: CURRENCY,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
    }).format(amount);

/** quantity × price, rounded to cents; 0 for a quantity that is not a number. */
export const totalPrice = (quantity: number, recurringFee: number) => {
    const total = quantity * recurringFee;
    return Number.isFinite(total) ? Math.round(total * 100) / 100 : 0;
};
