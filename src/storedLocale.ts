/** The locale the user chose last time, read from react-admin's store before it exists. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n';
import { store } from './store';

export const storedLocale = (): Locale => {
    const locale = store.getItem<string>('locale');
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
};
