/** The dark theme's colours: WCAG contrast of its text, primary colour and focus ring. */
import { createTheme, getContrastRatio } from '@mui/material';
import { describe, expect, it } from 'vitest';
import {
    BACKGROUND_DARK,
    darkTheme,
    ERROR_DARK,
    FOCUS_RING,
    FOCUS_RING_DARK,
    PRIMARY,
    PRIMARY_HOVER,
    PRIMARY_TEXT_DARK,
    theme,
    TOOLBAR_DARK,
    withProgressLabel,
} from '../../src/layout/theme';

const dark = createTheme(darkTheme);
/** The dark surfaces: the page, raised paper (MUI's overlay at elevation 1 and 8), the form
 * toolbars and the filled inputs' grey. */
const SURFACES = [BACKGROUND_DARK, '#1E1E1E', '#2E2E2E', TOOLBAR_DARK, '#2F2F2F'];

describe('the dark theme', () => {
    it('is dark and keeps the primary colour, with black text on it', () => {
        expect(dark.palette.mode).toBe('dark');
        expect(dark.palette.primary.main).toBe(PRIMARY);
        expect(getContrastRatio(dark.palette.primary.contrastText, PRIMARY)).toBeGreaterThanOrEqual(
            4.5,
        );
        expect(getContrastRatio('#000000', PRIMARY_HOVER)).toBeGreaterThanOrEqual(4.5);
        // A primary button stands out from the page (WCAG 1.4.11, 3:1).
        expect(getContrastRatio(PRIMARY, BACKGROUND_DARK)).toBeGreaterThanOrEqual(3);
    });

    it('writes primary-coloured and error text at 4.5:1 or more on every dark surface', () => {
        for (const surface of SURFACES) {
            expect(getContrastRatio(PRIMARY_TEXT_DARK, surface)).toBeGreaterThanOrEqual(4.5);
            expect(getContrastRatio(ERROR_DARK, surface)).toBeGreaterThanOrEqual(4.5);
        }
        expect(dark.palette.secondary.main).toBe(PRIMARY_TEXT_DARK);
        expect(dark.palette.error.main).toBe(ERROR_DARK);
    });

    it('draws a focus ring that stands out 3:1 from every dark surface and the primary colour', () => {
        for (const background of [...SURFACES, PRIMARY, PRIMARY_HOVER]) {
            expect(getContrastRatio(FOCUS_RING_DARK, background)).toBeGreaterThanOrEqual(3);
        }
    });

    it("keeps each theme's ring in the layout's nested theme (progress labels)", () => {
        const ringOf = (options: object) => {
            const nested = withProgressLabel(createTheme(options), 'Loading');
            const button = nested.components?.MuiButtonBase?.styleOverrides?.root as Record<
                string,
                { outline: string }
            >;
            return button['&.Mui-focusVisible'].outline;
        };
        expect(ringOf(darkTheme)).toBe(`2px solid ${FOCUS_RING_DARK}`);
        expect(ringOf(theme)).toBe(`2px solid ${FOCUS_RING}`);
    });
});
