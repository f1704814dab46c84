/**
 * A toolbar button that opens a menu (Export, Views): its label and a drop-down arrow, or on a
 * phone (below MUI's sm) only its icon, named by the label (aria-label and tooltip), so that a
 * list's toolbar keeps its room. Announced as opening a menu.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';

export const MenuButton = ({
    label,
    icon,
    menuId,
    open,
    disabled,
    onOpen,
}: {
    /** The translated label, also the accessible name. */
    label: string;
    icon: ReactElement;
    menuId: string;
    open: boolean;
    disabled?: boolean;
    onOpen: (anchor: HTMLElement) => void;
}) => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const menu = {
        'aria-haspopup': 'menu' as const,
        'aria-expanded': open ? ('true' as const) : undefined,
        'aria-controls': open ? menuId : undefined,
        disabled,
        onClick: (event: MouseEvent<HTMLElement>) => onOpen(event.currentTarget),
    };
    if (phone) {
        return (
            <Tooltip title={label}>
                <span>
                    <IconButton color="primary" aria-label={label} {...menu}>
                        {icon}
                    </IconButton>
                </span>
            </Tooltip>
        );
    }
    return (
        <Button size="small" startIcon={icon} endIcon={<ArrowDropDownIcon />} {...menu}>
            {label}
        </Button>
    );
};
