/**
 * Contract periods (product specification section 9: 1, 5 and 10 years, renewed automatically) on
 * the package cards, in English, German and Italian.
 */
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PackageCard } from '../../custom-pages/billing/store/PackageCard';
import { englishCatalogue, loadCatalogue, type Locale } from '../../i18n';
import type { BillingPackage, PlanVariant } from '../../custom-pages/billing/state/types';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';

beforeAll(() => setConfig(TEST_CONFIG));
afterEach(() => vi.unstubAllGlobals());

const VARIANT: PlanVariant = {
    fields: {
        id: 1,
        sapNumber: 'SAP-SLS-M',
        planVariantName: 'Lighting M',
        description: 'SLS | M | 50 | Switch and dim up to 50 street lights per unit',
        pricing: { currency: 'EUR', recurringFee: 4800 },
    },
};

const packageOf = (contractPeriodYears?: number): BillingPackage => ({
    id: 502,
    smartServiceId: 'smart-lighting',
    sapNumber: 'SAP-SLS-M',
    bookedQuantity: 0,
    specifications: [],
    contractPeriodYears,
});

const renderCard = async (item: BillingPackage, locale: Locale = 'en') => {
    // The content service has no pricing card for it: the card shows the plan variant.
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalogue: TranslationMessages =
        locale === 'en' ? englishCatalogue : await loadCatalogue(locale);
    render(
        <AdminContext
            i18nProvider={polyglotI18nProvider(() => catalogue, locale)}
            store={memoryStore()}
        >
            <PackageCard item={item} variant={VARIANT} mayBook onBook={() => undefined} />
        </AdminContext>,
    );
    return screen.findByRole('article', { name: 'Lighting M' });
};

describe('contract period on a package card', () => {
    it.each([
        [1, 'Contract period: 1 year, renewed automatically'],
        [5, 'Contract period: 5 years, renewed automatically'],
        [10, 'Contract period: 10 years, renewed automatically'],
    ])('%i year(s): "%s"', async (years, text) => {
        const card = await renderCard(packageOf(years));
        expect(card).toHaveTextContent(text);
    });

    it.each([
        ['de', 1, 'Vertragslaufzeit: 1 Jahr, verlängert sich automatisch'],
        ['de', 10, 'Vertragslaufzeit: 10 Jahre, verlängert sich automatisch'],
        ['it', 1, 'Durata del contratto: 1 anno, con rinnovo automatico'],
        ['it', 5, 'Durata del contratto: 5 anni, con rinnovo automatico'],
    ] as const)('in %s, %i year(s): "%s"', async (locale, years, text) => {
        const card = await renderCard(packageOf(years), locale);
        expect(card).toHaveTextContent(text);
    });

    it('says nothing of a period the billing back end does not give', async () => {
        const card = await renderCard(packageOf(undefined));
        expect(card).not.toHaveTextContent('Contract period');
    });
});
