/**
 * A part of a page loaded on first show (src/loading/onFirstShow.tsx): its placeholder while its
 * code loads, then the part; a preloaded part renders at once; a failed load shows nothing and
 * leaves the page standing (no error boundary reached), and the part's next mount loads afresh;
 * a required part's failed load reaches the boundary.
 */
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstShow } from '../../src/loading/onFirstShow';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
    state = { failed: false };
    static getDerivedStateFromError() {
        return { failed: true };
    }
    render() {
        return this.state.failed ? <p>The page failed</p> : this.props.children;
    }
}

afterEach(() => vi.restoreAllMocks());

describe('a part loaded on first show', () => {
    it('shows its placeholder while its code loads, then the part with its props', async () => {
        let arrive: (component: typeof Greeting) => void = () => undefined;
        const Part = onFirstShow(
            () =>
                new Promise<typeof Greeting>(resolve => {
                    arrive = resolve;
                }),
        );
        render(<Part name="Ada" whileLoading={<p>Loading the part</p>} />);
        expect(screen.getByText('Loading the part')).toBeVisible();
        arrive(Greeting);
        expect(await screen.findByText('Hello Ada')).toBeVisible();
        expect(screen.queryByText('Loading the part')).toBeNull();
    });

    it('renders at once, without its placeholder, once its code is preloaded', async () => {
        const load = vi.fn(async () => Greeting);
        const Part = onFirstShow(load);
        await Part.preload();
        render(<Part name="Ada" whileLoading={<p>Loading the part</p>} />);
        // In the first render: nothing suspended, so no placeholder and no waiting.
        expect(screen.getByText('Hello Ada')).toBeVisible();
        expect(screen.queryByText('Loading the part')).toBeNull();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('shows nothing when its load fails, and loads afresh on its next mount', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const load = vi
            .fn<() => Promise<typeof Greeting>>()
            .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
            .mockResolvedValue(Greeting);
        const Part = onFirstShow(load);
        const { unmount } = render(
            <Boundary>
                <p>The page</p>
                <Part name="Ada" whileLoading={<p>Loading the part</p>} />
            </Boundary>,
        );
        await vi.waitFor(() => expect(screen.queryByText('Loading the part')).toBeNull());
        expect(screen.getByText('The page')).toBeVisible();
        expect(screen.queryByText('The page failed')).toBeNull();
        expect(screen.queryByText('Hello Ada')).toBeNull();
        expect(error).toHaveBeenCalledWith(
            expect.objectContaining({ message: expect.any(String) }),
        );
        expect(load).toHaveBeenCalledTimes(1);
        unmount();

        render(<Part name="Ada" />);
        expect(await screen.findByText('Hello Ada')).toBeVisible();
        expect(load).toHaveBeenCalledTimes(2);
    });

    it("throws to the page's error boundary when a required part's load fails", async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const load = vi
            .fn<() => Promise<typeof Greeting>>()
            .mockRejectedValueOnce(new TypeError('Failed to fetch'))
            .mockResolvedValue(Greeting);
        const Part = onFirstShow(load, { required: true });
        const { unmount } = render(
            <Boundary>
                <Part name="Ada" />
            </Boundary>,
        );
        expect(await screen.findByText('The page failed')).toBeVisible();
        unmount();

        render(<Part name="Ada" />);
        expect(await screen.findByText('Hello Ada')).toBeVisible();
        expect(load).toHaveBeenCalledTimes(2);
    });
});
