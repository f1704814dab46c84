/**
 * Issue 18: the layout's watcher of page changes (a file of its own: it remembers the page shown
 * in its module). Not on the console's start and not on a change of the query; on a change of the
 * path the focus goes to the new page's heading; the title and `<html lang>` follow the page.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { MAIN_CONTENT_ID } from '../../src/layout/pageFocus';
import { usePageChange } from '../../src/layout/usePageChange';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

/** A page of the layout: its heading, a search field, and links that change path or query. */
const Page = () => {
    usePageChange();
    const navigate = useNavigate();
    return (
        <div id={MAIN_CONTENT_ID}>
            <h1>Page</h1>
            <input aria-label="Search" />
            <button onClick={() => navigate('/b')}>Other page</button>
            <button onClick={() => navigate('/a?filter=x')}>Filter</button>
        </div>
    );
};

describe('usePageChange', () => {
    const renderPage = () =>
        render(
            <TestMemoryRouter initialEntries={['/a']}>
                <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                    <Page />
                </AdminContext>
            </TestMemoryRouter>,
        );

    it('sets the title and lang from the page, and moves the focus on a path change only', async () => {
        renderPage();
        await waitFor(() => expect(document.title).toBe('Page – IoT Console'));
        expect(document.documentElement.lang).toBe('en');
        // The start: the focus stays where the browser put it.
        expect(document.activeElement).toBe(document.body);

        const search = screen.getByRole('textbox', { name: 'Search' });
        search.focus();
        fireEvent.keyDown(search, { key: 'x' });
        fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
        await act(() => new Promise(resolve => setTimeout(resolve, 200)));
        expect(search).toHaveFocus();

        const other = screen.getByRole('button', { name: 'Other page' });
        other.focus();
        fireEvent.keyDown(other, { key: 'Enter' });
        fireEvent.click(other);
        await waitFor(() => expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus());
    });
});
