/**
 * Where the console leans on react-admin beyond its documented API at run time (the list in
 * docs/upgrade-checklist.md), a test here fails when an upgrade changes what it leans on, naming
 * the console's file to look at. (Query keys: raQueryKeys.test.tsx; the mutation middleware:
 * conflictDialog.test.tsx; react-router's navigator: unsavedChanges.test.tsx.)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext, memoryStore, useTranslate, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LocaleInPlace, useSwitchLocale } from '../../src/layout/LocaleInPlace';

const root = path.resolve(__dirname, '../..');

const filesUnder = (folder: string, ending: RegExp): string[] =>
    readdirSync(folder).flatMap(name => {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) return filesUnder(file, ending);
        return ending.test(name) ? [file] : [];
    });

describe('react-admin internals the console leans on', () => {
    it('switching the language through useSwitchLocale keeps the pages mounted (src/layout/LocaleInPlace.tsx)', async () => {
        const i18nProvider = polyglotI18nProvider(
            // Another language's texts load later, as the console's do.
            locale =>
                (locale === 'en'
                    ? { greeting: 'Hello' }
                    : new Promise(resolve =>
                          setTimeout(() => resolve({ greeting: 'Hallo' }), 50),
                      )) as unknown as TranslationMessages,
            'en',
            [
                { locale: 'en', name: 'English' },
                { locale: 'de', name: 'Deutsch' },
            ],
        );
        let mounts = 0;
        let switchTo: (locale: string) => Promise<void> = async () => undefined;
        const Page = () => {
            const translate = useTranslate();
            const [typed] = useState(() => `typed ${++mounts}`);
            switchTo = useSwitchLocale();
            return (
                <p>
                    {translate('greeting')} {typed}
                </p>
            );
        };
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <LocaleInPlace>
                    <Page />
                </LocaleInPlace>
            </AdminContext>,
        );
        expect(await screen.findByText('Hello typed 1')).toBeInTheDocument();
        // Renders and effects run at once, while the texts are still loading.
        act(() => void switchTo('de'));
        // react-admin's I18nContextProvider would mount the page anew ("typed 2") if it saw the
        // store and the provider disagree.
        expect(await screen.findByText('Hallo typed 1')).toBeInTheDocument();
        expect(mounts).toBe(1);
    });

    it('every react-admin class name the console styles or queries still exists', () => {
        const used = new Set<string>();
        for (const folder of ['src', 'resources', 'custom-pages']) {
            for (const file of filesUnder(path.join(root, folder), /\.tsx?$/)) {
                for (const [name] of readFileSync(file, 'utf8').matchAll(/\bRa[A-Z]\w+-\w+/g))
                    used.add(name);
            }
        }
        expect(used.size).toBeGreaterThan(5);
        const defined = new Set<string>();
        for (const file of filesUnder(
            path.join(root, 'node_modules/ra-ui-materialui/dist'),
            /\.js$/,
        )) {
            const text = readFileSync(file, 'utf8');
            const prefix = /const PREFIX = '(Ra\w+)'/.exec(text)?.[1];
            if (!prefix) continue;
            for (const [, key] of text.matchAll(/`\$\{PREFIX\}-(\w+)`/g))
                defined.add(`${prefix}-${key}`);
        }
        expect([...used].filter(name => !defined.has(name))).toEqual([]);
    });

    it("react-admin's AdminUI is what src/layout/ConsoleAdminUI.tsx rebuilds", () => {
        const source = readFileSync(
            path.join(root, 'node_modules/ra-ui-materialui/dist/AdminUI.js'),
            'utf8',
        ).replace(/\/\/# sourceMappingURL=.*/, '');
        // A new AdminUI may add a default or a prop that the console's copy lacks: compare the
        // two, then put the new digest here.
        expect(createHash('sha256').update(source).digest('hex').slice(0, 16)).toBe(
            'b36e37b9328ea085',
        );
    });
});
