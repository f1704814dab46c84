import type { Database } from 'better-sqlite3';

/** Answers whether the SSO session a token was issued in (its `sid` claim) still exists. */
export type SessionCheck = (sid: string) => boolean;

/**
 * The session check of a resource server that asks its SSO, read straight from the provider's
 * store on every call (no cache): oidc-provider keeps one row per SSO session, whose
 * `authorizations` hold the per-client `sid` put into the tokens. A sign-out deletes the row (or
 * the client's authorization), an idle or expired session drops out by its expiry, so a token of
 * that session is refused at once instead of working until it expires.
 */
export function liveSessionCheck(store: Database): SessionCheck {
    const statement = store.prepare(
        `SELECT 1 FROM oidc_models
         WHERE model = 'Session' AND (expiresAt IS NULL OR expiresAt > ?)
           AND EXISTS (SELECT 1 FROM json_each(payload, '$.authorizations')
                       WHERE json_extract(value, '$.sid') = ?)
         LIMIT 1`,
    );
    return sid => statement.get(Date.now(), sid) !== undefined;
}
