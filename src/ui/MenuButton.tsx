/**
 * A toolbar button that opens a menu (Export, Views): its label and a drop-down arrow, or on a
 * phone (below MUI's sm) only its icon, named by the label (aria-label and tooltip), so that a
 * list's toolbar keeps its room. Announced as opening a menu.
 *
 * Both are the same button element: a window narrowed or widened across the phone's width with
 * the menu open keeps the menu at its button (a new element left it in the page's top-left
 * corner, and Escape then left the focus on the page's body).
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement } from 'react';
import type { MenuButtonProps } from './useMenuAnchor';

/** The phone's icon alone, as round and large as an icon button. */
const ICON_ONLY = { minWidth: 0, p: 1, borderRadius: '50%' };

export const MenuButton = ({
    label,
    icon,
    button,
    disabled,
}: {
    /** The translated label, also the accessible name. */
    label: string;
    icon: ReactElement;
    /** useMenuAnchor's `button`. */
    button: MenuButtonProps;
    disabled?: boolean;
}) => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Tooltip title={phone ? label : ''}>
            <span style={{ display: 'inline-flex' }}>
                <Button
                    {...button}
                    color="primary"
                    size={phone ? 'medium' : 'small'}
                    aria-label={phone ? label : undefined}
                    disabled={disabled}
                    startIcon={phone ? undefined : icon}
                    endIcon={phone ? undefined : <ArrowDropDownIcon />}
                    sx={phone ? ICON_ONLY : undefined}
                >
                    {phone ? icon : label}
                </Button>
            </span>
        </Tooltip>
    );
};
