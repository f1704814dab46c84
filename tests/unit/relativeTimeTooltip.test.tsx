/**
 * A relative time ("5 minutes ago") gives its exact date and time: as its title until the
 * pointer comes (what MUI's closed tooltip gives too, and what a screen reader reads as its
 * description), then in the tooltip, shown at once.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Locale } from '../../i18n';
import { RelativeTime } from '../../src/ui/RelativeTime';
import { exactTime } from '../../src/ui/timeFormats';

const AT = Date.UTC(2026, 10, 26, 8, 30, 0);

const renderTime = async (locale: Locale) => {
    const catalogue = await loadCatalogue(locale);
    const { container } = render(
        <AdminContext
            i18nProvider={polyglotI18nProvider(() => catalogue, locale)}
            store={memoryStore()}
        >
            <RelativeTime at={AT} />
        </AdminContext>,
    );
    return container.querySelector('time')!;
};

describe('a relative time', () => {
    it('carries the exact time as its description before the pointer comes', async () => {
        const time = await renderTime('de');
        expect(time).toHaveAttribute('datetime', new Date(AT).toISOString());
        expect(time).toHaveAttribute('title', exactTime(AT, 'de'));
        expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('shows the exact time in a tooltip when the pointer comes, and hides it when it leaves', async () => {
        const time = await renderTime('en');
        fireEvent.pointerEnter(time);
        const tooltip = await screen.findByRole('tooltip');
        expect(tooltip).toHaveTextContent(exactTime(AT, 'en'));
        const shown = document.querySelector('time')!;
        expect(shown).toHaveAccessibleDescription(exactTime(AT, 'en'));
        fireEvent.mouseLeave(shown);
        await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
    });
});
