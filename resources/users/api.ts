/**
 * The users calls (product specification section 7, sandbox/API.md: Users), merged into the
 * dataProvider. The groupId carries the scope: no organization header.
 */
import { getCollection } from '../../src/api/transport/collection';
import type { HttpClient, RequestOptions } from '../../src/api/transport/httpClient';
import type { Grant } from './grants';

const segment = (value: string) => encodeURIComponent(value);
const memberPath = (username: string, groupId: string) =>
    `/users/username/${segment(username)}/group/${segment(groupId)}`;

export const usersApi = (http: HttpClient) => ({
    /** GET /users/group/roles/{groupId}: the roles of the group. */
    getGroupRoles: (groupId: string) =>
        getCollection<string>(http, `/users/group/roles/${segment(groupId)}`, {
            organization: false,
        }),
    /** GET /users/group/{groupId}: one grant per user and role. */
    getGroupGrants: (groupId: string) =>
        getCollection<Grant>(http, `/users/group/${segment(groupId)}`, { organization: false }),
    /** POST /users/username/{username}/group/{groupId}?role=: adds one role.
     * `showsOwnError`: the refusals the caller shows itself (the invite dialog's, at its field). */
    addUserRole: (
        username: string,
        groupId: string,
        role: string,
        showsOwnError?: RequestOptions['showsOwnError'],
    ) =>
        http<Grant>(memberPath(username, groupId), {
            method: 'POST',
            query: { role },
            organization: false,
            showsOwnError,
        }),
    /** DELETE /users/username/{username}/group/{groupId}?role=: removes one role. */
    removeUserRole: (username: string, groupId: string, role: string) =>
        http(memberPath(username, groupId), {
            method: 'DELETE',
            query: { role },
            organization: false,
        }),
    /** DELETE /users/username/{username}/group/{groupId}: removes every role in the group. */
    removeUserFromGroup: (username: string, groupId: string) =>
        http(memberPath(username, groupId), { method: 'DELETE', organization: false }),
    /** DELETE /users/{id}: deletes the user's account (global users). */
    deleteUser: (id: string) =>
        http(`/users/${segment(id)}`, { method: 'DELETE', organization: false }),
});

export type UsersApi = ReturnType<typeof usersApi>;
