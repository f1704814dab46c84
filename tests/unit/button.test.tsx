/** The console's Button (src/ui/Button.tsx): named by its label on a phone, disabled or not. */
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { Button } from '../../src/ui/Button';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const renderButton = (props: { disabled?: boolean; 'aria-label'?: string }) =>
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <Button label="alarms.test_alarm.open" {...props}>
                <svg />
            </Button>
        </AdminContext>,
    );

describe('a button on a phone, where it shows only its icon', () => {
    beforeEach(() => {
        // Every media query matches: react-admin's phone width (below `sm`).
        vi.stubGlobal('matchMedia', (query: string) => ({
            matches: true,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
        }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('keeps its translated name when disabled', () => {
        renderButton({ disabled: true });
        const button = screen.getByRole('button', { name: 'Send test alarm' });
        expect(button).toBeDisabled();
        expect(button.textContent).toBe('');
    });

    it('is named when enabled', () => {
        renderButton({});
        expect(screen.getByRole('button', { name: 'Send test alarm' })).toBeEnabled();
    });

    it('takes a name given to it over its label', () => {
        renderButton({ disabled: true, 'aria-label': 'Send a test alarm now' });
        expect(screen.getByRole('button', { name: 'Send a test alarm now' })).toBeDisabled();
    });
});
