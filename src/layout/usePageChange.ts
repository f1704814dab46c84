/**
 * The layout's one watcher of page changes. On every change of the page (the path, not the
 * query: a list's sort, filter or page in the address leaves the focus alone), of the
 * organization and of the language, the focus goes to the new page's heading (pageFocus.ts),
 * except on the console's start. On every change of the heading and of the language, the
 * document's title and `<html lang>` follow (documentLanguage.ts).
 */
import { useEffect } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { applyDocumentLanguage, documentTitle } from './documentLanguage';
import { focusNewPage, isPageChange, pageHeading, userHasInteracted } from './pageFocus';
import { useTitleCount } from './titleCount';

/** The app bar's title (react-admin's Title), for a page without an h1 of its own. */
const appBarTitle = () => document.getElementById('react-admin-title')?.textContent ?? null;

export const usePageChange = () => {
    const { pathname } = useLocation();
    const [organizationId] = useCurrentOrganizationId();
    const translate = useTranslate();
    // The language shown: it changes once the new language's texts have arrived.
    const locale = useI18nProvider().getLocale();
    const consoleName = translate('app.title');
    const count = useTitleCount();

    useEffect(() => {
        const update = () => {
            const title = documentTitle(pageHeading()?.textContent ?? appBarTitle(), consoleName);
            applyDocumentLanguage(
                locale,
                count > 0 ? translate('app.title_count', { count, title }) : title,
            );
        };
        update();
        const observer = new MutationObserver(update);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
    }, [locale, consoleName, count, translate]);

    const page = `${pathname}\n${organizationId ?? ''}\n${locale}`;
    useEffect(() => {
        if (isPageChange(page) && userHasInteracted()) focusNewPage();
    }, [page]);
};
