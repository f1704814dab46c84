/**
 * The document's language and title: `<html lang>` is the console's language and the browser
 * tab reads "<page heading> – <console name>", both translated. Set at start (main.tsx, before
 * sign-in, from the stored language) and then by the layout on every page, heading and language
 * change (usePageChange).
 */

/** The browser tab's title: the page's heading, then the console's name. */
export const documentTitle = (heading: string | null | undefined, consoleName: string) => {
    const page = heading?.replace(/\s+/g, ' ').trim();
    return page && page !== consoleName ? `${page} – ${consoleName}` : consoleName;
};

export const applyDocumentLanguage = (
    locale: string,
    title: string,
    doc: Document = document,
): void => {
    if (doc.documentElement.lang !== locale) doc.documentElement.lang = locale;
    if (doc.title !== title) doc.title = title;
};
