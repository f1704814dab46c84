/**
 * Enter in a wizard's field goes on one step (src/ui/Wizard.tsx); on the last step it saves, but
 * not when it is the second of a hurried double press that opened that step.
 */
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, mergeTranslations, TextInput } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import { required } from '../../src/validation/rules';
import { Wizard } from '../../src/ui/Wizard';

configure({ asyncUtilTimeout: 10_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');

/** Two steps; the last one is valid as it opens (its field has a value). */
const renderWizard = (onSubmit: (values: unknown) => void) =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Wizard
                    onSubmit={onSubmit}
                    steps={[
                        {
                            labelKey: 'First',
                            fields: ['name'],
                            content: <TextInput source="name" validate={required()} />,
                        },
                        {
                            labelKey: 'Last',
                            content: (
                                <TextInput
                                    source="description"
                                    defaultValue="Street lamps"
                                    validate={required()}
                                />
                            ),
                        },
                    ]}
                />
            </AdminContext>
        </MemoryRouter>,
    );

/** The clock key events are stamped with (jsdom: Date.now()), moved by hand. */
const clock = () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    return { advance: (ms: number) => (now += ms) };
};

/** Types the name, presses Enter, and waits for the last step's field to hold the focus. */
const toLastStep = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lamps');
    await user.keyboard('{Enter}');
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
};

describe('Enter in a wizard', () => {
    afterEach(() => vi.restoreAllMocks());

    it('does not save with the second press of a double Enter that opened the last step', async () => {
        const time = clock();
        const onSubmit = vi.fn();
        const user = userEvent.setup();
        renderWizard(onSubmit);
        await toLastStep(user);
        time.advance(150);
        await user.keyboard('{Enter}');
        time.advance(1000);
        // The same step, nothing sent; a press made after the step showed saves.
        expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
        expect(onSubmit).not.toHaveBeenCalled();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
        expect(onSubmit.mock.calls[0][0]).toMatchObject({
            name: 'Lamps',
            description: 'Street lamps',
        });
    });

    it('does not go on with a held Enter, nor after a refused step', async () => {
        const time = clock();
        const onSubmit = vi.fn();
        const user = userEvent.setup();
        renderWizard(onSubmit);
        const name = await screen.findByRole('textbox', { name: 'Name' });
        await user.click(name);
        // Nothing typed: Enter is refused with the field's message, and the next Enter, typed
        // at once after the name, goes on.
        await user.keyboard('{Enter}');
        expect(await screen.findByText('Required')).toBeVisible();
        await user.type(name, 'Lamps');
        await user.keyboard('{Enter}');
        const description = await screen.findByRole('textbox', { name: 'Description' });
        await waitFor(() => expect(description).toHaveFocus());
        // A held key repeats its keydown: none of the repeats saves.
        time.advance(2000);
        await user.keyboard('{Enter>3/}');
        expect(onSubmit).toHaveBeenCalledTimes(1);
    });
});
