/**
 * Switching the language keeps the page as it is: typed input, a wizard's step, a checked file
 * (users switch language exactly when they cannot read a message).
 *
 * react-admin's I18nContextProvider mounts everything below it anew (a `key` it counts up) when
 * the store's locale changes while its i18nProvider still speaks another language: every form
 * went back to its saved values, every wizard to its first step. useSwitchLocale has the
 * i18nProvider change language first and the store follow, so react-admin finds them agreeing
 * and mounts nothing anew. LocaleInPlace then gives the pages a new i18n context for the new
 * language, so every `translate` renders again in it, as a theme change renders again through
 * MUI's ThemeProvider, with every component's state kept.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, useLocaleState, useNotify } from 'react-admin';
import { isLocale } from '../../i18n';
import { rememberChosenLocale } from '../userLocale';

/** Placed inside react-admin's context, around the pages. */
export const LocaleInPlace = ({ children }: { children: ReactNode }) => {
    const i18nProvider = useI18nProvider();
    // Renders when the store's locale changes; by then the provider speaks it.
    useLocaleState();
    const shown = i18nProvider.getLocale();
    const value = useMemo(
        () => ({ ...i18nProvider, translate: i18nProvider.translate.bind(i18nProvider) }),
        // eslint-disable-next-line react-hooks/exhaustive-deps -- a new context for each language shown
        [i18nProvider, shown],
    );
    return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

/** The one way the console changes its language (the header's menu, the settings page). */
export const useSwitchLocale = () => {
    const i18nProvider = useI18nProvider();
    const [, setLocale] = useLocaleState();
    const notify = useNotify();
    return useCallback(
        async (locale: string) => {
            const before = i18nProvider.getLocale();
            if (isLocale(locale)) rememberChosenLocale(locale);
            try {
                await i18nProvider.changeLocale(locale);
            } catch (error) {
                if (isLocale(before)) rememberChosenLocale(before);
                notify('ra.notification.i18n_error', { type: 'error' });
                console.error(error);
                return;
            }
            setLocale(locale);
        },
        [i18nProvider, setLocale, notify],
    );
};
