/** Users who ask their system for less motion get no transitions and no ripples (WCAG 2.3.3). */
import { Button, createTheme, Dialog, DialogTitle, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../src/layout/theme';

const renderWith = (reducedMotion: boolean, element: React.ReactElement) =>
    render(
        <ThemeProvider theme={createTheme(buildTheme('light', reducedMotion))}>
            {element}
        </ThemeProvider>,
    );

describe('reduced motion', () => {
    it.each([
        [true, 'none'],
        [false, 'opacity 225ms cubic-bezier(0.4, 0, 0.2, 1) 0ms'],
    ])('reduced motion %s: the dialog appears with the transition %s', (reduced, transition) => {
        renderWith(
            reduced,
            <Dialog open aria-labelledby="title">
                <DialogTitle id="title">A dialog</DialogTitle>
            </Dialog>,
        );
        // The container around the dialog's paper fades in.
        const container = screen.getByRole('dialog', { name: 'A dialog' }).parentElement!;
        expect(container.style.transition).toBe(transition);
    });

    it.each([
        [true, 0],
        [false, 1],
    ])('reduced motion %s: a pressed button shows %i ripples', async (reduced, ripples) => {
        const { container } = renderWith(reduced, <Button>Press</Button>);
        await userEvent.click(screen.getByRole('button', { name: 'Press' }));
        expect(container.querySelectorAll('.MuiTouchRipple-root')).toHaveLength(ripples);
    });

    it('keeps the light and dark themes otherwise as they are', () => {
        for (const mode of ['light', 'dark'] as const) {
            const still = createTheme(buildTheme(mode, true));
            const moving = createTheme(buildTheme(mode, false));
            expect(JSON.stringify(still.palette)).toBe(JSON.stringify(moving.palette));
            expect(Object.keys(still.components ?? {})).toEqual(
                Object.keys(moving.components ?? {}),
            );
        }
    });
});
