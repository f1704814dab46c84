/**
 * Settings: the language, stored and restored at start; for users who may open the alarms list,
 * the alerts for new alarms (a desktop notification, a sound) and when alarms count as overdue.
 */
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n';
import { AlarmAlertSettings } from '../../resources/alarms/live/AlarmAlertSettings';
import { useSwitchLocale } from '../../src/layout/LocaleInPlace';
import { PageHeading } from '../../src/ui/PageHeading';
import { OverdueSetting } from './OverdueSetting';

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
            <OverdueSetting />
        </>
    );
};
