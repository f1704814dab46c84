/**
 * Issue 18: after a page change the focus goes to the new page's heading (or the content area);
 * the document's title and `<html lang>`; a wizard keeps the focus off the body when its focused
 * button is disabled or replaced; the code editor's key for Tab. (The layout's hook, whose memory
 * of the page shown is the module's, in pageChange.test.tsx.)
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { applyDocumentLanguage, documentTitle } from '../../src/layout/documentLanguage';
import {
    focusChoice,
    focusNewPage,
    HEADING_WAIT_MS,
    isPageChange,
    MAIN_CONTENT_ID,
} from '../../src/layout/pageFocus';
import { isTabModeToggle } from '../../src/ui/scriptEditor/ScriptEditor';
import { Wizard } from '../../src/ui/Wizard';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

describe('the document title and language', () => {
    it('reads "<page heading> – <console name>"', () => {
        expect(documentTitle('Devices', 'IoT Console')).toBe('Devices – IoT Console');
        expect(documentTitle('  Edit\n device ', 'IoT-Konsole')).toBe('Edit device – IoT-Konsole');
        expect(documentTitle(null, 'IoT Console')).toBe('IoT Console');
        expect(documentTitle('', 'IoT Console')).toBe('IoT Console');
        expect(documentTitle('IoT Console', 'IoT Console')).toBe('IoT Console');
    });

    it('sets <html lang> and the title', () => {
        applyDocumentLanguage('de', 'Einstellungen – IoT-Konsole');
        expect(document.documentElement.lang).toBe('de');
        expect(document.title).toBe('Einstellungen – IoT-Konsole');
        applyDocumentLanguage('en', 'IoT Console');
        expect(document.documentElement.lang).toBe('en');
    });
});

describe('where the focus may go after a page change', () => {
    afterEach(() => {
        document.body.innerHTML = '';
    });

    const page = () => {
        document.body.innerHTML = `
            <header><div role="combobox" tabindex="0">Organization</div></header>
            <div role="listbox"><div role="option" tabindex="-1">Two</div></div>
            <div role="dialog"><button>OK</button></div>
            <div id="${MAIN_CONTENT_ID}"><input id="field" /><input id="other" /></div>`;
        const get = (selector: string) => document.querySelector<HTMLElement>(selector)!;
        return {
            combobox: get('[role="combobox"]'),
            option: get('[role="option"]'),
            ok: get('[role="dialog"] button'),
            field: get('#field'),
            other: get('#other'),
        };
    };

    it('takes it from the body, the header, a removed control and the control that made it', () => {
        const { combobox, field } = page();
        expect(focusChoice(document.body, null)).toBe('take');
        expect(focusChoice(null, null)).toBe('take');
        expect(focusChoice(combobox, null)).toBe('take');
        expect(focusChoice(field, field)).toBe('take');
        const removed = document.createElement('button');
        expect(focusChoice(removed, null)).toBe('take');
    });

    it('waits while a list closes, and leaves a dialog and a field the new page chose', () => {
        const { option, ok, field, other } = page();
        expect(focusChoice(option, null)).toBe('wait');
        expect(focusChoice(ok, null)).toBe('leave');
        expect(focusChoice(other, field)).toBe('leave');
    });

    it('a change is a change of the page, not the first page', () => {
        expect(isPageChange('/a\n1\nen')).toBe(false);
        expect(isPageChange('/a\n1\nen')).toBe(false);
        expect(isPageChange('/a\n1\nde')).toBe(true);
        expect(isPageChange('/b\n1\nde')).toBe(true);
    });
});

describe('focusNewPage', () => {
    beforeEach(() => {
        vi.useFakeTimers();
    });
    afterEach(() => {
        vi.useRealTimers();
        document.body.innerHTML = '';
    });

    const content = () => {
        document.body.innerHTML = `<div id="${MAIN_CONTENT_ID}"></div>`;
        return document.getElementById(MAIN_CONTENT_ID)!;
    };

    it('focuses the h1 once the page shows it, and again if the page renders it anew', () => {
        const main = content();
        const stop = focusNewPage();
        vi.advanceTimersByTime(500);
        expect(document.activeElement).toBe(document.body);
        main.innerHTML = '<h1>Devices</h1>';
        vi.advanceTimersByTime(100);
        const heading = main.querySelector('h1')!;
        expect(document.activeElement).toBe(heading);
        expect(heading.getAttribute('tabindex')).toBe('-1');
        main.innerHTML = '<h1>Devices</h1>';
        vi.advanceTimersByTime(100);
        expect(document.activeElement).toBe(main.querySelector('h1'));
        stop();
    });

    it('focuses the content area when the page has no h1', () => {
        const main = content();
        focusNewPage();
        vi.advanceTimersByTime(HEADING_WAIT_MS + 100);
        expect(document.activeElement).toBe(main);
        expect(main.getAttribute('tabindex')).toBe('-1');
    });

    it('stops at the user’s next key', () => {
        const main = content();
        focusNewPage();
        fireEvent.keyDown(document.body, { key: 'a' });
        main.innerHTML = '<h1>Devices</h1>';
        vi.advanceTimersByTime(500);
        expect(document.activeElement).toBe(document.body);
    });
});

describe('a wizard whose focused button is disabled or replaced', () => {
    const renderWizard = () =>
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Wizard
                    onSubmit={() => undefined}
                    steps={[
                        { labelKey: 'First', content: <TextInput source="name" /> },
                        {
                            labelKey: 'Second',
                            canContinue: false,
                            content: <TextInput source="detail" />,
                        },
                        { labelKey: 'Third', content: <TextInput source="last" /> },
                    ]}
                />
            </AdminContext>,
        );

    it('moves the focus to the new step’s field when Next or Back is disabled', async () => {
        renderWizard();
        const next = await screen.findByRole('button', { name: 'Next' });
        next.focus();
        fireEvent.click(next);
        // The second step waits for a choice: Next is disabled, the focus goes to its field.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Detail' })).toHaveFocus());
        const back = screen.getByRole('button', { name: 'Back' });
        back.focus();
        fireEvent.click(back);
        // Back is disabled on the first step: the focus goes to the first step's field.
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    });
});

describe('the code editor’s key for Tab', () => {
    const key = (init: Partial<KeyboardEvent>) => ({
        key: 'm',
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        metaKey: false,
        ...init,
    });

    it('is Ctrl+M, on macOS Ctrl+Shift+M, as Monaco’s own', () => {
        expect(isTabModeToggle(key({ ctrlKey: true }), false)).toBe(true);
        expect(isTabModeToggle(key({ key: 'M', ctrlKey: true, shiftKey: true }), true)).toBe(true);
        expect(isTabModeToggle(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
        expect(isTabModeToggle(key({ ctrlKey: true }), true)).toBe(false);
        expect(isTabModeToggle(key({ metaKey: true }), false)).toBe(false);
        expect(isTabModeToggle(key({ key: 'n', ctrlKey: true }), false)).toBe(false);
    });
});
