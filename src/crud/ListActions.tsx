/**
 * The buttons above a list, each a link to a page of the product specification (add, onboard,
 * register, activation...). Every user sees them; a user whose role may not use one sees it
 * disabled with the reason (src/ui/DisabledReason.tsx). A list's empty state offers the same
 * actions.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Capability } from '../auth/access';
import { useCapability } from '../auth/useCapability';
import { DisabledReason } from '../ui/DisabledReason';

export interface ListAction {
    to: string;
    labelKey: string;
    icon: ReactElement;
    /** Who may use it; default: admins (editItems). */
    capability?: Capability;
}

/** A list's Add button, on the resource's add path. */
export const addAction = (to: string, capability?: Capability): ListAction => ({
    to,
    labelKey: 'app.action.add',
    icon: <AddIcon />,
    capability,
});

export const ListActionButton = ({
    action,
    variant = 'text',
}: {
    action: ListAction;
    variant?: 'text' | 'contained';
}) => {
    const translate = useTranslate();
    const { allowed, reason } = useCapability(action.capability ?? 'editItems');
    return (
        <DisabledReason reason={reason}>
            <Button
                component={Link}
                to={action.to}
                startIcon={action.icon}
                size="small"
                variant={variant}
                disabled={!allowed}
            >
                {translate(action.labelKey)}
            </Button>
        </DisabledReason>
    );
};

/** The list's toolbar: its actions, then any other buttons (exports, dialogs). */
export const ListActions = ({
    actions,
    children,
}: {
    actions: ListAction[];
    children?: ReactNode;
}) => (
    <TopToolbar>
        {actions.map(action => (
            <ListActionButton key={action.to} action={action} />
        ))}
        {children}
    </TopToolbar>
);
