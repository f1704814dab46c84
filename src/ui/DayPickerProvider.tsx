/**
 * MUI X date pickers in the console's language (issue 18): date-fns's locale gives the format,
 * month and weekday names and the placeholders; MUI X's own localeText names the pickers'
 * buttons and dialogs. Only the lazy pages that show a DayInput import this, so the pickers stay
 * out of the main chunk.
 */
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { deDE, enUS, itIT } from '@mui/x-date-pickers/locales';
import { de } from 'date-fns/locale/de';
import { enUS as dateFnsEnUS } from 'date-fns/locale/en-US';
import { it } from 'date-fns/locale/it';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n';
import { useConsoleLocale } from '../api/transport/acceptLanguage';

const PICKER_LOCALES = {
    en: { dateFns: dateFnsEnUS, texts: enUS },
    de: { dateFns: de, texts: deDE },
    it: { dateFns: it, texts: itIT },
} satisfies Record<Locale, unknown>;

export const pickerLocale = (locale: unknown) =>
    PICKER_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE];

export const DayPickerProvider = ({ children }: { children: ReactNode }) => {
    const { dateFns, texts } = pickerLocale(useConsoleLocale());
    return (
        <LocalizationProvider
            dateAdapter={AdapterDateFns}
            adapterLocale={dateFns}
            localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
        >
            {children}
        </LocalizationProvider>
    );
};
