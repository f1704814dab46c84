import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    AdminContext,
    HttpError,
    memoryStore,
    mergeTranslations,
    RecordContextProvider,
    ResourceContextProvider,
    SimpleForm,
    type DataProvider,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomAlarmForm } from '../../resources/customAlarms/form/CustomAlarmForm';
import { DefinitionInputs } from '../../resources/customAlarms/form/DefinitionInputs';
import { ScriptInputs } from '../../resources/customAlarms/form/ScriptInputs';
import { useCustomAlarmTestRun } from '../../resources/customAlarms/form/useCustomAlarmTestRun';
import en from '../../i18n/en';
import type { CustomAlarm } from '../../resources/customAlarms/types';
import { EditFooter } from '../../src/ui/EditFooter';
import type { ScriptEditorProps } from '../../src/ui/scriptEditor/ScriptEditor';
import { signInWithGroups, signOutOfTests } from './signedIn';

// Monaco does not run in jsdom: a text area stands in for the code editor.
vi.mock('../../src/ui/scriptEditor/ScriptEditor', () => ({
    ScriptEditor: ({ value, onChange, ariaLabel, readOnly }: ScriptEditorProps) => (
        <textarea
            aria-label={ariaLabel}
            value={value}
            readOnly={readOnly}
            onChange={event => onChange?.(event.target.value)}
        />
    ),
}));

configure({ asyncUtilTimeout: 10_000 });

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en');

const STORED: CustomAlarm = {
    id: 3,
    title: 'Too hot',
    description: 'Above 30 °C',
    alarmType: 'FAILURE',
    monitorId: 1,
    organizationId: 1,
    code: 'message.data.temperature > 30;',
    testData: 'const message = { "data": { "temperature": 31 } };',
};

const PASSED = 'The script has passed the test run';
const NOT_PASSED = 'The script has not passed a test run yet';

const Panel = () => {
    const trial = useCustomAlarmTestRun(STORED);
    return (
        <>
            <DefinitionInputs />
            <ScriptInputs trial={trial} height={100} />
        </>
    );
};

const renderForm = (testRun: ReturnType<typeof vi.fn>) => {
    const onSubmit = vi.fn();
    render(
        <AdminContext
            store={memoryStore()}
            i18nProvider={i18nProvider}
            dataProvider={{ testRunCustomAlarm: testRun } as unknown as DataProvider}
        >
            <ResourceContextProvider value="customAlarms">
                <RecordContextProvider value={STORED}>
                    <SimpleForm mode="onChange" onSubmit={onSubmit} toolbar={<EditFooter />}>
                        <Panel />
                    </SimpleForm>
                </RecordContextProvider>
            </ResourceContextProvider>
        </AdminContext>,
    );
    return onSubmit;
};

/** The edit page's own form (its footer and the hint under the test run). */
const renderEditForm = (testRun: ReturnType<typeof vi.fn>) =>
    render(
        <AdminContext
            store={memoryStore()}
            i18nProvider={i18nProvider}
            dataProvider={
                {
                    testRunCustomAlarm: testRun,
                    getOne: async () => ({ data: { id: 1, name: 'Lamp' } }),
                } as unknown as DataProvider
            }
        >
            <ResourceContextProvider value="customAlarms">
                <RecordContextProvider value={STORED}>
                    <CustomAlarmForm />
                </RecordContextProvider>
            </ResourceContextProvider>
        </AdminContext>,
    );

/** Replaces an editor's text in one change, as a paste would. */
const setText = (label: string, text: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });

const status = () => screen.getByRole('status');

describe('the test run of a custom alarm', { timeout: 30_000 }, () => {
    // An admin: the footer's Undo and Save are theirs to use.
    beforeEach(() => signInWithGroups());
    afterEach(signOutOfTests);

    it('blocks Save after an edit of the script until a run passes', async () => {
        const testRun = vi
            .fn()
            .mockRejectedValueOnce(
                // The API counts the lines of the joined code: the test data's one line first.
                new HttpError('app.error.handled', 400, {
                    message: 'The script failed: boom is not defined (line 3)',
                }),
            )
            .mockResolvedValueOnce({ result: true });
        const onSubmit = renderForm(testRun);
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        const save = screen.getByRole('button', { name: 'Save' });
        expect(save).toBeDisabled();

        const script = `${STORED.code}\nboom;`;
        setText('Script', script);
        await waitFor(() => expect(status()).toHaveTextContent(NOT_PASSED));
        await waitFor(() => expect(save).toBeDisabled());

        await userEvent.click(screen.getByRole('button', { name: 'Test run' }));
        const failed = await screen.findByRole('region', { name: 'The test run failed' });
        expect(failed).toHaveTextContent('The script failed: boom is not defined');
        expect(failed).toHaveTextContent('In the script, line 2');
        expect(failed).not.toHaveTextContent('line 3');
        expect(testRun).toHaveBeenLastCalledWith({ code: `${STORED.testData}\n${script}` });
        expect(status()).toHaveTextContent(NOT_PASSED);
        expect(save).toBeDisabled();

        await userEvent.click(screen.getByRole('button', { name: 'Test run' }));
        const result = await screen.findByRole('region', { name: 'Result of the test run' });
        expect(result).toHaveTextContent(
            "The alarm would be raised: the script's result counts as true",
        );
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        await waitFor(() => expect(save).toBeEnabled());
        await userEvent.click(save);
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0]).toMatchObject({ code: script });
    });

    it('resets the success flag when the test data is edited, and Undo restores it', async () => {
        renderForm(vi.fn());
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        const save = screen.getByRole('button', { name: 'Save' });

        setText('Test data', 'const message = { "data": { "temperature": 20 } };');
        await waitFor(() => expect(status()).toHaveTextContent(NOT_PASSED));
        await waitFor(() => expect(save).toBeDisabled());

        await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        expect(save).toBeDisabled(); // back to the stored value
    });

    it('lets a change of the title alone be saved: the stored script has passed', async () => {
        const onSubmit = renderForm(vi.fn());
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        const title = screen.getByRole('textbox', { name: 'Title' });
        await userEvent.type(title, ' today');
        const save = screen.getByRole('button', { name: 'Save' });
        await waitFor(() => expect(save).toBeEnabled());
        await userEvent.click(save);
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0]).toMatchObject({
            title: 'Too hot today',
            code: STORED.code,
        });
    });

    it("names the test data's own line when the error is there", async () => {
        const testRun = vi.fn().mockRejectedValueOnce(
            new HttpError('app.error.handled', 400, {
                message:
                    "The script is not valid JavaScript: SyntaxError: unexpected token in expression: '}' (line 2)",
            }),
        );
        renderForm(testRun);
        setText('Test data', 'const message = {\n  "data": { "temperature": 31 } ,, };');
        await userEvent.click(screen.getByRole('button', { name: 'Test run' }));
        const failed = await screen.findByRole('region', { name: 'The test run failed' });
        expect(failed).toHaveTextContent(
            "The script is not valid JavaScript: SyntaxError: unexpected token in expression: '}'",
        );
        expect(failed).toHaveTextContent('In the test data, line 2');
        expect(failed).not.toHaveTextContent('In the script');
    });

    it('shows a run that got no message in words, never the handled marker', async () => {
        const testRun = vi
            .fn()
            .mockRejectedValueOnce(new HttpError('app.error.handled', 503, undefined));
        renderForm(testRun);
        setText('Script', 'true;');
        await userEvent.click(screen.getByRole('button', { name: 'Test run' }));
        const failed = await screen.findByRole('region', { name: 'The test run failed' });
        expect(failed).toHaveTextContent('Please try again later or contact your service admin');
        expect(failed).not.toHaveTextContent('app.error');
    });

    it('says that Save waits for a passed test run, under the run and as Save’s reason', async () => {
        renderEditForm(vi.fn().mockResolvedValueOnce({ result: false }));
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        const needed = 'Save needs a passed test run of the script and test data as they are now.';
        expect(screen.queryByText(needed)).toBeNull();

        setText('Script', 'message.data.temperature > 40;');
        await waitFor(() => expect(status()).toHaveTextContent(NOT_PASSED));
        expect(screen.getByText(needed)).toBeVisible();
        const save = screen.getByRole('button', { name: 'Save' });
        await waitFor(() => expect(save).toHaveAttribute('aria-description', needed));

        await userEvent.click(screen.getByRole('button', { name: 'Test run' }));
        await waitFor(() => expect(status()).toHaveTextContent(PASSED));
        expect(screen.queryByText(needed)).toBeNull();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
        expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute(
            'aria-description',
        );
    });
});
