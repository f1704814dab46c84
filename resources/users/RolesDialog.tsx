/**
 * The role dialog of one user in one group: a checkbox per role of the group. Saving adds the
 * newly ticked roles and removes the unticked ones, one call each (section 4); a locked role
 * (VIEWER of a service, USER of the global group) cannot be toggled (section 5).
 */
import {
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    FormGroup,
    FormHelperText,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useCalls } from '../../src/api/useCalls';
import type { UsersApi } from './api';
import type { GroupUser } from './grants';
import type { UserGroupRef } from './groups';
import { roleDiff } from './roleDiff';
import { isRoleLocked } from './roleRules';
import { useRoleLabel } from './useRoleLabel';

interface Props {
    user: GroupUser;
    group: UserGroupRef;
    groupName: string;
    roles: string[];
    onClose: () => void;
    onSaved: () => void;
}

export const RolesDialog = ({ user, group, groupName, roles, onClose, onSaved }: Props) => {
    const translate = useTranslate();
    const notify = useNotify();
    const roleLabel = useRoleLabel();
    const calls = useCalls<UsersApi>();
    const [ticked, setTicked] = useState<string[]>(user.roles);
    const [saving, setSaving] = useState(false);
    const diff = roleDiff(user.roles, ticked);
    const changed = diff.add.length + diff.remove.length > 0;

    const toggle = (role: string) =>
        setTicked(current =>
            current.includes(role)
                ? current.filter(one => one !== role)
                : roles.filter(one => one === role || current.includes(one)),
        );

    const save = async () => {
        setSaving(true);
        try {
            // Adding first: the user never drops out of the group half-way.
            for (const role of diff.add) {
                await calls.addUserRole(user.username, group.groupId, role);
            }
            for (const role of diff.remove) {
                await calls.removeUserRole(user.username, group.groupId, role);
            }
            notify('resources.users.edit.done', {
                type: 'success',
                messageArgs: { username: user.username },
            });
            onClose();
        } catch {
            // The error modal tells what went wrong; the dialog stays open.
        } finally {
            setSaving(false);
            onSaved();
        }
    };

    const titleId = `roles-of-${user.id}`;
    return (
        <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId}>
            <DialogTitle id={titleId}>
                {translate(
                    group.kind === 'global'
                        ? 'resources.users.edit.title_global'
                        : 'resources.users.edit.title',
                    { username: user.username, name: groupName },
                )}
            </DialogTitle>
            <DialogContent>
                <FormGroup aria-label={translate('resources.users.fields.roles')}>
                    {roles.map(role => {
                        const locked = isRoleLocked(group.kind, role);
                        return (
                            <FormControlLabel
                                key={role}
                                label={roleLabel(role)}
                                disabled={locked || saving}
                                control={
                                    <Checkbox
                                        checked={ticked.includes(role)}
                                        onChange={() => toggle(role)}
                                    />
                                }
                            />
                        );
                    })}
                </FormGroup>
                {roles
                    .filter(role => isRoleLocked(group.kind, role))
                    .map(role => (
                        <FormHelperText key={role}>
                            {translate('resources.users.edit.locked', { role: roleLabel(role) })}
                        </FormHelperText>
                    ))}
                {ticked.length === 0 && (
                    <FormHelperText error role="alert">
                        {translate('resources.users.edit.none')}
                    </FormHelperText>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={saving}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button
                    variant="contained"
                    onClick={save}
                    disabled={!changed || ticked.length === 0 || saving}
                >
                    {translate('ra.action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
