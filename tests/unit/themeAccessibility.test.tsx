/** The console theme's accessibility fixes. */
import {
    Button,
    Checkbox,
    CircularProgress,
    createTheme,
    getContrastRatio,
    LinearProgress,
    ThemeProvider,
} from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useSetLocale } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, englishCatalogue, loadCatalogue } from '../../i18n';
import { ProgressLabels } from '../../src/layout/ProgressLabels';
import {
    PRIMARY,
    PRIMARY_HOVER,
    PRIMARY_TEXT,
    theme,
    withProgressLabel,
} from '../../src/layout/theme';

const renderThemed = (element: React.ReactElement) =>
    render(<ThemeProvider theme={createTheme(theme)}>{element}</ThemeProvider>);

describe('theme: checkbox labels', () => {
    it("puts a checkbox's aria-label on its input, not on MUI's root span", () => {
        // react-admin's DataTable row checkbox is written like this.
        const { container } = renderThemed(<Checkbox aria-label="Select this row" />);
        expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
        expect(container.querySelector('span[aria-label]')).toBeNull();
    });

    it('keeps labels given through slotProps (MUI 9 has no inputProps)', () => {
        renderThemed(
            <>
                <Checkbox slotProps={{ input: { 'aria-label': 'Slot style' } }} />
                <Checkbox aria-label="Outer" slotProps={{ input: { 'aria-label': 'Both' } }} />
            </>,
        );
        expect(screen.getByRole('checkbox', { name: 'Slot style' })).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: 'Both' })).toBeInTheDocument();
    });
});

describe('theme: contrast of text on the primary colours (WCAG AA, 4.5:1)', () => {
    const palette = createTheme(theme).palette;
    it('black text on a primary button, also when it is hovered', () => {
        expect(getContrastRatio(palette.primary.contrastText, PRIMARY)).toBeGreaterThanOrEqual(4.5);
        expect(
            getContrastRatio(palette.primary.contrastText, PRIMARY_HOVER),
        ).toBeGreaterThanOrEqual(4.5);
    });

    it('the hovered colour is the one contained primary buttons get', () => {
        renderThemed(<Button variant="contained">Next</Button>);
        const css = [...document.querySelectorAll('style')]
            .map(style => style.textContent)
            .join('');
        expect(css).toMatch(new RegExp(`:hover\\{[^}]*background-color:${PRIMARY_HOVER}`, 'i'));
    });

    it('text and outlined primary buttons take the darker text shade', () => {
        // MUI 9 dropped the `textPrimary` / `outlinedPrimary` classes the overrides once named:
        // a theme override naming a class that no longer exists is ignored without a word.
        renderThemed(
            <>
                <Button>Back</Button>
                <Button variant="outlined">Cancel</Button>
            </>,
        );
        const css = [...document.querySelectorAll('style')]
            .map(style => style.textContent)
            .join('');
        expect(css).toMatch(new RegExp(`[;{]color:${PRIMARY_TEXT}`, 'i'));
        expect(css).toMatch(new RegExp(`border-color:${PRIMARY_TEXT}`, 'i'));
    });

    it('primary-coloured text on white', () => {
        expect(getContrastRatio(PRIMARY_TEXT, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    });
});

describe('theme: error colour', () => {
    it('is dark enough for error text on the grey of filled inputs and toolbars', () => {
        expect(createTheme(theme).palette.error.main).toBe('#B71C1C');
    });
});

describe('theme: progress indicators', () => {
    it('names every progress indicator that has no name of its own', () => {
        render(
            <ThemeProvider theme={createTheme(withProgressLabel(theme, 'Laden'))}>
                <CircularProgress />
                <LinearProgress aria-label="Loading the licences" />
            </ThemeProvider>,
        );
        expect(screen.getByRole('progressbar', { name: 'Laden' })).toBeInTheDocument();
        expect(
            screen.getByRole('progressbar', { name: 'Loading the licences' }),
        ).toBeInTheDocument();
    });

    it('renames them when the user changes the language', async () => {
        const german = createI18nProvider('de', await loadCatalogue('de')).translate(
            'ra.page.loading',
        );
        expect(german).not.toBe('Loading');
        const German = () => {
            const setLocale = useSetLocale();
            return <button onClick={() => setLocale('de')}>Deutsch</button>;
        };
        render(
            <AdminContext
                i18nProvider={createI18nProvider('en', englishCatalogue)}
                theme={withProgressLabel(theme, 'Loading')}
            >
                <ProgressLabels>
                    <German />
                    <CircularProgress />
                </ProgressLabels>
            </AdminContext>,
        );
        expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
        expect(await screen.findByRole('progressbar', { name: german })).toBeInTheDocument();
    });
});
