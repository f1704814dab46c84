/**
 * The invitation's refusals the invite dialog shows at its username field, translated, instead of
 * the error modal: no user of that name (404 "User x not found"), and a user who already has the
 * role (409, when the list shown was not fresh). Recognised as src/api/errors/serverErrors.ts knows them.
 */
import { recogniseServerError } from '../../src/api/errors/serverErrors';

/** The field's message key for a refusal, or undefined for the error modal's. */
export const inviteRefusalKey = (status: number, message: string | undefined) => {
    const known = recogniseServerError(status, message ?? '');
    if (known?.key === 'app.server_error.not_found' && known.values.thing === 'User') {
        return 'resources.users.invite.unknown_user';
    }
    if (known?.key === 'app.server_error.user_has_role') {
        return 'resources.users.invite.already_listed';
    }
    return undefined;
};

export const isInviteRefusal = (status: number, message: string | undefined) =>
    inviteRefusalKey(status, message) !== undefined;
