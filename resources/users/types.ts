/**
 * A user's role in a group as the product API sends it (sandbox/API.md, "Users"; product
 * specification sections 3 and 7: id, username and role), shared with the sandbox (types only).
 */

/** One entry of GET /users/group/{groupId}; the answer of POST /users/username/.../group/... */
export interface Grant {
    /** The user's id (the token's `sub`). */
    id: string;
    username: string;
    role: string;
}
