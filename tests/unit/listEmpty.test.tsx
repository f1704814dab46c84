/**
 * An organization's first look at an empty list, in each language: one sentence that names the
 * resource in its own grammar (react-admin's shared sentence read "Noch kein Integrationen."),
 * what the resource is for, and nothing matching when a filter is set.
 */
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    ListContextProvider,
    ResourceContextProvider,
    memoryStore,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Locale } from '../../i18n';
import { ListEmpty } from '../../src/crud/ListEmpty';

const renderEmpty = async (locale: Locale, resource: string, filterValues = {}) => {
    const catalogue = await loadCatalogue(locale);
    render(
        <AdminContext
            i18nProvider={polyglotI18nProvider(() => catalogue, locale)}
            store={memoryStore()}
        >
            <ResourceContextProvider value={resource}>
                <ListContextProvider value={{ filterValues } as never}>
                    <ListEmpty />
                </ListContextProvider>
            </ResourceContextProvider>
        </AdminContext>,
    );
};

describe('an empty list', () => {
    it.each([
        ['en', 'integrations', 'No integrations yet.'],
        ['de', 'integrations', 'Noch keine Integrationen.'],
        ['de', 'customAlarms', 'Noch keine eigenen Alarme.'],
        ['de', 'responsibles', 'Noch keine Verantwortlichen.'],
        ['it', 'integrations', 'Non ci sono ancora integrazioni.'],
        ['it', 'devices', 'Non ci sono ancora dispositivi.'],
    ] as const)('says in %s that %s has none yet', async (locale, resource, text) => {
        await renderEmpty(locale, resource);
        expect(await screen.findByText(text)).toBeVisible();
    });

    it('has a sentence of its own for every resource that says what it is for, in each language', async () => {
        for (const locale of ['en', 'de', 'it'] as const) {
            const { resources } = (await loadCatalogue(locale)) as unknown as {
                resources: Record<string, { purpose?: string; empty?: string }>;
            };
            for (const [name, messages] of Object.entries(resources)) {
                if (messages.purpose) expect(messages.empty, `${locale} ${name}`).toMatch(/\.$/);
            }
        }
    });
});
