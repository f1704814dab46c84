/**
 * The header's page title: react-admin's TitlePortal, where each page's <Title> renders. Below
 * 900 px the organization selector needs the room (the title was cut to three letters on a
 * tablet): the page's heading and breadcrumbs name the page there. Wider, a title longer than the
 * header leaves it ("Verantwortliche Person bearbeiten" at 1024 px) ends in an ellipsis instead of
 * being cut in the middle of a word (react-admin's Title wraps it in an inline-block, which an
 * ellipsis cannot cut), and the whole title shows on hover (`title`, kept equal to the text).
 */
import { useEffect, useRef } from 'react';
import { TitlePortal } from 'react-admin';

const TITLE = {
    display: { xs: 'none', md: 'block' },
    // Every box inside on the title's one line, where the ellipsis can cut it.
    '&& *': { display: 'inline' },
};

export const AppBarTitle = () => {
    const title = useRef<HTMLElement>(null);
    useEffect(() => {
        const element = title.current;
        if (!element) return;
        const update = () => {
            const text = element.textContent?.trim() ?? '';
            if (text === '') element.removeAttribute('title');
            else if (element.title !== text) element.title = text;
        };
        update();
        const observer = new MutationObserver(update);
        observer.observe(element, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
    }, []);
    return <TitlePortal ref={title} variantMapping={{ h6: 'span' }} sx={TITLE} />;
};
