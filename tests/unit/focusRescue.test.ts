/** Where the focus goes when the control holding it goes away (src/ui/focusRescue.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { firstFocusable, focusIfLost, focusLost } from '../../src/ui/focusRescue';

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
});
