/** Where the focus goes when the control holding it goes away (src/ui/focusRescue.ts). */
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
    firstFocusable,
    focusIfLost,
    focusLost,
    inPlaceOf,
    useFocusBackWhenDone,
} from '../../src/ui/focusRescue';

const page = (html: string) => {
    document.body.innerHTML = html;
    return (id: string) => document.getElementById(id) as HTMLElement;
};

describe('the focus after a control goes away', () => {
    afterEach(() => {
        document.body.innerHTML = '';
    });

    it('moves to the target when the focused control was removed', () => {
        const byId = page('<button id="gone">Acknowledge</button><input id="row" />');
        byId('gone').focus();
        byId('gone').remove();
        expect(document.activeElement).toBe(document.body);
        focusIfLost(byId('row'));
        expect(document.activeElement).toBe(byId('row'));
    });

    it('stays where the user has put it meanwhile', () => {
        const byId = page('<input id="search" /><input id="row" />');
        byId('search').focus();
        focusIfLost(byId('row'));
        expect(document.activeElement).toBe(byId('search'));
    });

    it('tells a lost focus from a control still able to hold it', () => {
        const byId = page('<button id="save">Save</button><button id="other">Other</button>');
        byId('save').focus();
        expect(focusLost(byId('save'))).toBe(false);
        byId('save').setAttribute('disabled', '');
        expect(focusLost(byId('save'))).toBe(true);
        byId('other').focus();
        expect(focusLost(byId('save'))).toBe(false);
    });

    it('finds the first control that can take the focus, skipping disabled and hidden ones', () => {
        const byId = page(
            '<table><tbody><tr><td><input type="checkbox" disabled /></td><td hidden>' +
                '<a href="/x">Hidden</a></td><td><a id="link" href="/y">Name</a></td></tr></tbody></table>',
        );
        expect(firstFocusable(document.body)).toBe(byId('link'));
    });

    it('gives a control disabled while its work ran the focus back when it is done', () => {
        const Send = ({ busy }: { busy: boolean }) =>
            createElement(
                'button',
                { ref: useFocusBackWhenDone<HTMLButtonElement>(busy), disabled: busy },
                'Send',
            );
        const panel = (busy: boolean) =>
            createElement(
                'div',
                null,
                createElement('input', { 'aria-label': 'Payload' }),
                createElement(Send, { busy }),
            );
        const view = render(panel(false));
        const send = view.getByRole('button', { name: 'Send' });
        send.focus();
        view.rerender(panel(true));
        // Chromium drops the focus of a control that is disabled to the page's body.
        send.blur();
        view.rerender(panel(false));
        expect(document.activeElement).toBe(send);

        // A focus the user put elsewhere meanwhile stays there.
        view.rerender(panel(true));
        const payload = view.getByRole('textbox', { name: 'Payload' });
        payload.focus();
        view.rerender(panel(false));
        expect(document.activeElement).toBe(payload);
    });

    it("finds the item in a removed one's place: the next, else the new last, else none", () => {
        expect(inPlaceOf(['a', 'c'], 1)).toBe('c');
        expect(inPlaceOf(['a', 'b'], 2)).toBe('b');
        expect(inPlaceOf([], 0)).toBeUndefined();
    });
});
