/**
 * The header's language menu. react-admin's `LocalesMenuButton` names its button with an empty
 * `aria-label`, so a screen reader heard only "English", not what the button is for; its menu
 * did not say which language is in force. This one is named "Language: English" (the language
 * shown is in the name, WCAG 2.5.3), its items are radios with the language in force checked,
 * and each names its language in that language (`lang`), as a screen reader should read it.
 * On a phone the button shows its icon only, leaving the header's room to the organization.
 * One button element at every width, so an open menu stays at its button when the window
 * narrows. Switching keeps the page and its input (src/layout/LocaleInPlace.tsx).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { useMenuAnchor } from '../ui/useMenuAnchor';
import { useSwitchLocale } from './LocaleInPlace';
import { RadioMenu } from './RadioMenu';

export const LanguageMenu = () => {
    const translate = useTranslate();
    const languages = useLocales();
    const [locale] = useLocaleState();
    const switchLocale = useSwitchLocale();
    const { button, menu, close } = useMenuAnchor();
    const shown = languages.find(language => language.locale === locale)?.name ?? locale;

    const choose = (next: string) => {
        close();
        if (next !== locale) void switchLocale(next);
    };

    return (
        <>
            <Button
                {...button}
                color="inherit"
                aria-label={translate('app.language_menu', { language: shown })}
                startIcon={<TranslateIcon />}
                endIcon={<ExpandMoreIcon fontSize="small" />}
                sx={theme => ({
                    [theme.breakpoints.down('sm')]: {
                        minWidth: 0,
                        fontSize: 0,
                        '& .MuiButton-startIcon': { mr: 0 },
                    },
                })}
            >
                {shown}
            </Button>
            <RadioMenu
                menu={menu}
                label={translate('app.settings.language')}
                choices={languages.map(language => ({
                    value: language.locale,
                    label: language.name,
                    lang: language.locale,
                }))}
                current={locale}
                onChoose={choose}
            />
        </>
    );
};
