/**
 * What the error modal and a trial run show, in each language: a known server error as its
 * translated text, an unknown one under a translated lead with the server's own message, and a
 * trial run's result in words (a custom alarm says whether the alarm would be raised).
 */
import { act, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { acknowledgeError, errorForStatus, raiseError } from '../../src/api/errors/errorStore';
import { ErrorModal } from '../../src/layout/ErrorModal';
import { TrialRunResult } from '../../src/ui/scriptEditor/TrialRunResult';
import type { TrialResult } from '../../src/ui/scriptEditor/useScriptTrialRun';
import { loadCatalogue, type Locale } from '../../i18n';

const renderIn = async (locale: Locale, node: React.ReactNode) => {
    const catalogue = await loadCatalogue(locale);
    render(
        <AdminContext
            i18nProvider={polyglotI18nProvider(() => catalogue, locale)}
            store={memoryStore()}
        >
            {node}
        </AdminContext>,
    );
};

const ALARM_LABELS = {
    resultLabel: 'resources.customAlarms.test_run.result',
    failedLabel: 'resources.customAlarms.test_run.failed',
    truthyLabel: 'resources.customAlarms.test_run.raised',
    falsyLabel: 'resources.customAlarms.test_run.not_raised',
};
const SHARING_LABELS = {
    resultLabel: 'resources.dataSharing.trial.result',
    failedLabel: 'resources.dataSharing.trial.failed',
};

afterEach(() => act(() => acknowledgeError()));

describe('the error modal', () => {
    it.each([
        ['de', 'Nicht gefunden: Gerät 99999'],
        ['it', 'Elemento non trovato: Dispositivo 99999'],
        ['en', 'Device 99999 not found'],
    ] as const)('in %s shows a known error translated: "%s"', async (locale, text) => {
        await renderIn(locale, <ErrorModal />);
        act(() => raiseError(errorForStatus(404, 'Device 99999 not found')!));
        const modal = await screen.findByRole('alertdialog');
        expect(modal).toHaveTextContent(text);
        expect(modal).not.toHaveTextContent(locale === 'en' ? /answered/ : /not found/);
    });

    it.each([
        ['de', 'Der Server hat geantwortet:'],
        ['it', 'Il server ha risposto:'],
        ['en', 'The server answered:'],
    ] as const)('in %s leads an unknown message with "%s"', async (locale, lead) => {
        await renderIn(locale, <ErrorModal />);
        act(() => raiseError(errorForStatus(500, 'Database is on fire')!));
        const modal = await screen.findByRole('alertdialog');
        expect(modal).toHaveTextContent(`${lead}Database is on fire`);
    });
});

const result = (value: unknown): TrialResult => ({
    succeeded: true,
    text: typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? ''),
    value,
});

describe('a trial run result in words', () => {
    it.each([
        ['en', true, "The alarm would be raised: the script's result counts as true"],
        ['en', false, "No alarm would be raised: the script's result counts as false"],
        ['de', true, 'Der Alarm würde ausgelöst: Das Ergebnis des Skripts gilt als wahr'],
        ['de', false, 'Kein Alarm würde ausgelöst: Das Ergebnis des Skripts gilt als falsch'],
        ['it', true, 'L’allarme scatterebbe: il risultato dello script vale come vero'],
        ['it', null, 'Nessun allarme scatterebbe: il risultato dello script vale come falso'],
    ] as const)('custom alarm in %s, %s: "%s"', async (locale, value, text) => {
        await renderIn(locale, <TrialRunResult result={result(value)} {...ALARM_LABELS} />);
        const region = screen.getByRole('region');
        expect(region).toHaveTextContent(text);
        // No bare value under the verdict.
        expect(region.querySelector('pre')).toBeNull();
    });

    it('a custom alarm whose result is no boolean shows the value under the verdict', async () => {
        await renderIn('de', <TrialRunResult result={result(42)} {...ALARM_LABELS} />);
        const region = screen.getByRole('region', { name: 'Ergebnis des Probelaufs' });
        expect(region).toHaveTextContent('Der Alarm würde ausgelöst');
        expect(region).toHaveTextContent('42');
    });

    it.each([
        ['de', true, 'Ja: Das Skript hat „wahr“ (true) zurückgegeben'],
        ['it', false, 'No: lo script ha restituito “falso” (false)'],
        ['de', null, 'Das Skript hat einen leeren Wert (null) zurückgegeben'],
        ['it', undefined, 'Lo script non ha restituito alcun valore'],
    ] as const)('data sharing in %s, %s: "%s"', async (locale, value, text) => {
        await renderIn(locale, <TrialRunResult result={result(value)} {...SHARING_LABELS} />);
        expect(screen.getByRole('region')).toHaveTextContent(text);
    });

    it('data sharing shows an object as formatted JSON', async () => {
        await renderIn('en', <TrialRunResult result={result({ a: 1 })} {...SHARING_LABELS} />);
        expect(screen.getByRole('region')).toHaveTextContent('{ "a": 1 }');
    });

    it('a failed run shows a known server message translated', async () => {
        const failed: TrialResult = {
            succeeded: false,
            text: "The script failed: ReferenceError: 'boom' is not defined",
            status: 400,
        };
        await renderIn('de', <TrialRunResult result={failed} {...ALARM_LABELS} />);
        expect(
            screen.getByRole('region', { name: 'Der Probelauf ist fehlgeschlagen' }),
        ).toHaveTextContent("Das Skript ist fehlgeschlagen: ReferenceError: 'boom' is not defined");
    });
});
