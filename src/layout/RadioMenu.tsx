/**
 * A header menu of exclusive choices (the theme, the language): its items are radios, the choice
 * in force checked and marked, each item optionally in a language of its own (`lang`).
 */
import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { AnchoredMenuProps } from '../ui/useMenuAnchor';

export interface RadioChoice {
    value: string;
    label: string;
    /** The language the label is written in, when not the page's. */
    lang?: string;
}

interface Props {
    /** useMenuAnchor's `menu`. */
    menu: AnchoredMenuProps;
    /** The menu's accessible name. */
    label: string;
    choices: RadioChoice[];
    current: string;
    onChoose: (value: string) => void;
}

export const RadioMenu = ({ menu, label, choices, current, onChoose }: Props) => (
    <Menu {...menu} slotProps={{ list: { 'aria-label': label } }}>
        {choices.map(choice => (
            <MenuItem
                key={choice.value}
                role="menuitemradio"
                aria-checked={choice.value === current}
                selected={choice.value === current}
                onClick={() => onChoose(choice.value)}
            >
                <ListItemIcon>
                    {choice.value === current ? <CheckIcon fontSize="small" /> : null}
                </ListItemIcon>
                <ListItemText lang={choice.lang}>{choice.label}</ListItemText>
            </MenuItem>
        ))}
    </Menu>
);
