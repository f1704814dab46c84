/**
 * The invite-user dialog (sections 2 and 4): a username and, for an organization, the role (viewer
 * by default, or admin: one call that gives it). A username already listed only clears the input;
 * a username the API does not know is said at the field, the input kept. Invite stays disabled
 * until the username is valid (section 5, "disabled unless valid").
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
    Form,
    RadioButtonGroupInput,
    SaveButton,
    TextInput,
    useNotify,
    useTranslate,
} from 'react-admin';
import { messageOf } from '../../src/api/transport/httpClient';
import { useCalls } from '../../src/api/useCalls';
import { DraftKeeper } from '../../src/session/DraftKeeper';
import { useFormContext, useFormState } from 'react-hook-form';
import type { UsersApi } from './api';
import type { GroupUser } from './grants';
import type { UserGroupRef } from './groups';
import { inviteRefusalKey, isInviteRefusal } from './inviteRefusals';
import { INVITE_ROLE, inviteRoles, sameUsername } from './roleRules';
import { usernameRule } from './usernameRule';
import { submissionError } from '../../src/validation/submissionError';
import { useRoleLabel } from './useRoleLabel';

/** The dialog's form of a group, as its draft knows it. */
export const inviteForm = (group: UserGroupRef) => `invite:${group.groupId}`;

interface Props {
    group: UserGroupRef;
    groupName: string;
    users: GroupUser[];
    onClose: () => void;
    onInvited: () => void;
}

interface InviteValues {
    username: string;
    role: string;
}

/** Hands the form's reset to the dialog, which clears the input for a listed username. */
const ClearHandle = ({ clearRef }: { clearRef: RefObject<() => void> }) => {
    const { reset } = useFormContext<InviteValues>();
    useEffect(() => {
        clearRef.current = () => reset({ username: '', role: INVITE_ROLE });
    }, [clearRef, reset]);
    return null;
};

/** Invite: enabled once the username passes its rule (react-admin's SaveButton asks no more). */
const InviteSubmit = () => {
    const { isValid, isValidating, errors } = useFormState<InviteValues>();
    const valid = isValid && !isValidating && Object.keys(errors).length === 0;
    return (
        <SaveButton
            label="resources.users.invite.submit"
            icon={<PersonAddIcon />}
            disabled={!valid}
        />
    );
};

export const InviteDialog = ({ group, groupName, users, onClose, onInvited }: Props) => {
    const translate = useTranslate();
    const notify = useNotify();
    const roleLabel = useRoleLabel();
    const calls = useCalls<UsersApi>();
    const [listed, setListed] = useState<string | null>(null);
    const clearRef = useRef<() => void>(() => undefined);

    const roles = inviteRoles(group.kind);

    const invite = async ({ username, role }: InviteValues) => {
        const name = username.trim();
        if (users.some(user => sameUsername(user.username, name))) {
            setListed(name);
            clearRef.current();
            return;
        }
        setListed(null);
        try {
            await calls.addUserRole(name, group.groupId, role, isInviteRefusal);
        } catch (error) {
            // No such user: said at the field, the input kept. Any other failure the error modal
            // tells; the dialog stays open.
            const { status, body } = error as { status?: unknown; body?: unknown };
            const refusal =
                typeof status === 'number' ? inviteRefusalKey(status, messageOf(body)) : undefined;
            return refusal ? { username: submissionError(refusal, { username: name }) } : undefined;
        }
        notify('resources.users.invite.done', { type: 'success', messageArgs: { username: name } });
        onInvited();
        onClose();
    };

    return (
        <Dialog open onClose={onClose} aria-labelledby="invite-user-title" fullWidth maxWidth="xs">
            <Form
                defaultValues={{ username: '', role: INVITE_ROLE }}
                mode="onChange"
                // A refusal is said at its field; react-admin's "form not valid" would only repeat it.
                disableInvalidFormNotification
                onSubmit={(values: Record<string, unknown>) =>
                    invite(values as unknown as InviteValues)
                }
            >
                <ClearHandle clearRef={clearRef} />
                <DraftKeeper form={inviteForm(group)} />
                <DialogTitle id="invite-user-title">
                    {translate('resources.users.invite.title', { name: groupName })}
                </DialogTitle>
                <DialogContent>
                    {roles.length === 1 && (
                        <Typography variant="body2" sx={{ mb: 2 }}>
                            {translate('resources.users.invite.text', {
                                role: roleLabel(INVITE_ROLE),
                            })}
                        </Typography>
                    )}
                    <TextInput
                        source="username"
                        label="resources.users.fields.username"
                        validate={usernameRule}
                        autoFocus
                        fullWidth
                        autoComplete="off"
                    />
                    {roles.length > 1 && (
                        <RadioButtonGroupInput
                            source="role"
                            label="resources.users.invite.role"
                            choices={roles.map(one => ({ id: one, name: roleLabel(one) }))}
                            translateChoice={false}
                            helperText={false}
                        />
                    )}
                    <Typography role="status" variant="body2" color="text.secondary">
                        {listed
                            ? translate('resources.users.invite.already_listed', {
                                  username: listed,
                              })
                            : ''}
                    </Typography>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <InviteSubmit />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
