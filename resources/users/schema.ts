/** A user's role in a group (product specification sections 6 and 7), as the API sends it (decision 0061). */
import { Type, type Static } from 'typebox';

/** GET /users/group/{groupId}: a user with a role in the group. */
export const GrantRecord = Type.Object(
    {
        /** The user's id (the token's `sub`). */
        id: Type.String(),
        username: Type.String({ 'x-searchable': true, 'x-sortable': true }),
        role: Type.String(),
    },
    { title: 'Grant' },
);
export type Grant = Static<typeof GrantRecord>;
