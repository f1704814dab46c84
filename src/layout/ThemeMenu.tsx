/**
 * The header's theme menu: light, dark or follow the system. The choice is react-admin's own
 * (its store key 'theme', read by <Admin>'s theme provider); following the system is no stored
 * choice at all, which react-admin resolves from `prefers-color-scheme` and keeps following.
 */
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, Tooltip } from '@mui/material';
import { useRemoveFromStore, useStore, useTranslate } from 'react-admin';
import { THEME_STORE_KEY } from '../storedTheme';
import { useMenuAnchor } from '../ui/useMenuAnchor';
import { RadioMenu } from './RadioMenu';

export type ThemeChoice = 'light' | 'dark' | 'system';
const CHOICES: ThemeChoice[] = ['light', 'dark', 'system'];
const ICONS = { light: LightModeIcon, dark: DarkModeIcon, system: SettingsBrightnessIcon };

export const ThemeMenu = () => {
    const translate = useTranslate();
    const [stored, setStored] = useStore<ThemeChoice | undefined>(THEME_STORE_KEY);
    const forget = useRemoveFromStore(THEME_STORE_KEY);
    const choice: ThemeChoice = stored === 'light' || stored === 'dark' ? stored : 'system';
    const { button, menu, close } = useMenuAnchor();
    const label = translate('app.theme.label', { choice: translate(`app.theme.${choice}`) });
    const Icon = ICONS[choice];

    const choose = (next: ThemeChoice) => {
        if (next === 'system') forget();
        else setStored(next);
        close();
    };

    return (
        <>
            <Tooltip title={label}>
                <IconButton {...button} color="inherit" aria-label={label}>
                    <Icon />
                </IconButton>
            </Tooltip>
            <RadioMenu
                menu={menu}
                label={translate('app.theme.menu')}
                choices={CHOICES.map(option => ({
                    value: option,
                    label: translate(`app.theme.${option}`),
                }))}
                current={choice}
                onChoose={value => choose(value as ThemeChoice)}
            />
        </>
    );
};
