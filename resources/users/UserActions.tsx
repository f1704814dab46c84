/**
 * A user row's actions: edit roles and remove. Disabled for the signed-in user's own row and for
 * users who may not manage the group (section 5). Removing asks first.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useCalls } from '../../src/api/useCalls';
import type { UsersApi } from './api';
import type { GroupUser } from './grants';
import type { UserGroupRef } from './groups';
import { RolesDialog } from './RolesDialog';

/** On a phone the row's buttons show their icons only (their names stay: aria-label). */
const ROW_BUTTON = {
    minWidth: { xs: 0, sm: 64 },
    '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
};
const ButtonText = ({ text }: { text: string }) => (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {text}
    </Box>
);

export interface UserActionsProps {
    user: GroupUser;
    group: UserGroupRef;
    groupName: string;
    roles: string[];
    editable: boolean;
    /** Remove from the group, or delete the account (global users). */
    removal: 'group' | 'account';
    onChanged: () => void;
}

export const UserActions = ({
    user,
    group,
    groupName,
    roles,
    editable,
    removal,
    onChanged,
}: UserActionsProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const calls = useCalls<UsersApi>();
    const [editing, setEditing] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [removing, setRemoving] = useState(false);
    const removeKey = removal === 'account' ? 'delete' : 'remove';

    const remove = async () => {
        setRemoving(true);
        try {
            if (removal === 'account') await calls.deleteUser(user.id);
            else await calls.removeUserFromGroup(user.username, group.groupId);
            notify(`resources.users.${removeKey}.done`, {
                type: 'success',
                messageArgs: { username: user.username },
            });
        } catch {
            // The error modal tells what went wrong.
        } finally {
            setRemoving(false);
            setConfirming(false);
            onChanged();
        }
    };

    return (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button
                size="small"
                startIcon={<EditIcon />}
                disabled={!editable}
                onClick={() => setEditing(true)}
                aria-label={translate('resources.users.edit.label', { username: user.username })}
                sx={ROW_BUTTON}
            >
                <ButtonText text={translate('resources.users.edit.action')} />
            </Button>
            <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                disabled={!editable}
                onClick={() => setConfirming(true)}
                aria-label={translate('resources.users.remove.label', { username: user.username })}
                sx={ROW_BUTTON}
            >
                <ButtonText text={translate('resources.users.remove.action')} />
            </Button>
            {editing && (
                <RolesDialog
                    user={user}
                    group={group}
                    groupName={groupName}
                    roles={roles}
                    onClose={() => setEditing(false)}
                    onSaved={onChanged}
                />
            )}
            <Confirm
                isOpen={confirming}
                loading={removing}
                title={`resources.users.${removeKey}.title`}
                content={`resources.users.${removeKey}.content`}
                translateOptions={{ username: user.username, name: groupName }}
                confirm="resources.users.remove.action"
                confirmColor="warning"
                onConfirm={remove}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};
