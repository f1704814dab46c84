/**
 * One group's users: a heading, the invite button (organization and services; disabled with the
 * reason for users who may not invite) and the table, whose empty state offers the invite too.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UserGroupRef } from './groups';
import type { Capability } from '../../src/auth/access';
import { useIdentity } from '../../src/auth/useAccess';
import { useCapability } from '../../src/auth/useCapability';
import { DisabledReason } from '../../src/ui/DisabledReason';
import { InviteDialog, inviteForm } from './InviteDialog';
import { useDraftWaiting } from '../../src/session/DraftKeeper';
import { UsersTable } from './UsersTable';
import { useGroupUsers } from './useGroupUsers';

interface Props {
    group: UserGroupRef;
    /** The group's name in texts, e.g. the organization's or service's name. */
    groupName: string;
    heading: string;
    /** Who may invite and change the group's users. */
    capability: Capability;
    invite: boolean;
    removal: 'group' | 'account';
}

export const GroupUsers = ({ group, groupName, heading, capability, invite, removal }: Props) => {
    const translate = useTranslate();
    const { allowed: mayManage, reason } = useCapability(capability);
    const { username } = useIdentity();
    const { roles, users, isPending, reload } = useGroupUsers(group.groupId);
    // Open again with its input after a session that ended with it open (DraftKeeper).
    const [inviting, setInviting] = useState(useDraftWaiting(inviteForm(group)));
    const inviteButton = invite && (
        <DisabledReason reason={reason}>
            <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                disabled={!mayManage || isPending}
                onClick={() => setInviting(true)}
            >
                {translate('resources.users.invite.action')}
            </Button>
        </DisabledReason>
    );
    return (
        <Box
            component="section"
            aria-labelledby="group-users-heading"
            sx={{ flex: 1, minWidth: 0 }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
                <Typography
                    id="group-users-heading"
                    variant="h6"
                    component="h2"
                    sx={{ flex: 1, overflowWrap: 'anywhere', minWidth: 0 }}
                >
                    {heading}
                </Typography>
                {inviteButton}
            </Box>
            {!mayManage && (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {translate('resources.users.group.read_only')}
                </Alert>
            )}
            <UsersTable
                users={users}
                isPending={isPending}
                self={username}
                mayManage={mayManage}
                group={group}
                groupName={groupName}
                roles={roles}
                removal={removal}
                onChanged={reload}
                emptyAction={inviteButton || undefined}
            />
            {inviting && (
                <InviteDialog
                    group={group}
                    groupName={groupName}
                    users={users}
                    onClose={() => setInviting(false)}
                    onInvited={reload}
                />
            )}
        </Box>
    );
};
