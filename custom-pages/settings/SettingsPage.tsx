/**
 * Settings: the language, stored and restored at start; the alerts for new alarms (a desktop
 * notification, a sound), for users who may open the alarms list.
 */
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n';
import { AlarmAlertSettings } from '../../resources/alarms/live/AlarmAlertSettings';
import { useSwitchLocale } from '../../src/layout/LocaleInPlace';
import { PageHeading } from '../../src/ui/PageHeading';

export const SettingsPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const switchLocale = useSwitchLocale();
    return (
        <>
            <PageHeading titleKey="app.pages.settings" />
            <FormControl sx={{ mt: 3 }}>
                <FormLabel id="language-label">{translate('app.settings.language')}</FormLabel>
                <RadioGroup
                    aria-labelledby="language-label"
                    value={locale}
                    onChange={event => void switchLocale(event.target.value)}
                >
                    {LOCALES.map(code => (
                        <FormControlLabel
                            key={code}
                            value={code}
                            control={<Radio />}
                            label={translate(`app.settings.languages.${code}`)}
                        />
                    ))}
                </RadioGroup>
            </FormControl>
            <AlarmAlertSettings />
        </>
    );
};
