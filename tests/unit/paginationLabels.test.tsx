/**
 * The pagination's buttons and texts in the current language at every width: below the md
 * breakpoint react-admin renders MUI's TablePagination without labels of its own, so the labels
 * come from PaginationLabels (rendered here as react-admin renders it on a narrow screen).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import TablePagination from '@mui/material/TablePagination';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PaginationLabels } from '../../src/layout/PaginationLabels';
import { loadCatalogue, type Locale } from '../../i18n';

const renderNarrow = async (locale: Locale) => {
    const catalogue = await loadCatalogue(locale);
    render(
        <AdminContext
            i18nProvider={polyglotI18nProvider(() => catalogue, locale)}
            store={memoryStore()}
        >
            <PaginationLabels>
                <TablePagination
                    component="div"
                    count={95}
                    rowsPerPage={10}
                    page={3}
                    onPageChange={() => undefined}
                    rowsPerPageOptions={[]}
                    showFirstButton
                    showLastButton
                />
            </PaginationLabels>
        </AdminContext>,
    );
};

// Four tooltips opened a language: jsdom needs a while on a busy machine.
describe('pagination labels', { timeout: 20_000 }, () => {
    it.each([
        [
            'en',
            ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page'],
            '31-40 of 95',
        ],
        [
            'de',
            ['Zur ersten Seite', 'Zur vorherigen Seite', 'Zur nächsten Seite', 'Zur letzten Seite'],
            '31-40 von 95',
        ],
        [
            'it',
            [
                'Vai alla prima pagina',
                'Vai alla pagina precedente',
                'Vai alla pagina successiva',
                "Vai all'ultima pagina",
            ],
            '31-40 di 95',
        ],
    ] as const)('in %s names the buttons and the range', async (locale, names, range) => {
        await renderNarrow(locale);
        for (const name of names) {
            const button = screen.getByRole('button', { name });
            // The tooltip says the same (MUI 9 shows the title as its Tooltip, not an attribute).
            fireEvent.mouseOver(button);
            expect(await screen.findByRole('tooltip', { name })).toBeInTheDocument();
            fireEvent.mouseLeave(button);
        }
        expect(screen.getByText(range)).toBeInTheDocument();
    });
});
