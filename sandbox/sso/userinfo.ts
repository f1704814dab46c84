import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { findUserById } from '../db/users.ts';
import type { AccessTokenVerifier } from './accessTokens.ts';
import { userClaims } from './claims.ts';
import { sendJson } from './rawHttp.ts';

/**
 * Keycloak's userinfo (keycloak.loadUserInfo()) and account (keycloak.loadUserProfile())
 * endpoints. oidc-provider's own userinfo refuses access tokens meant for a resource server,
 * so these answer from the JWT access token like Keycloak does.
 */
export function createUserinfoHandler(db: Database, verify: AccessTokenVerifier) {
    return async function handleUserinfo(
        req: IncomingMessage,
        res: ServerResponse,
        kind: 'userinfo' | 'account',
    ): Promise<void> {
        const header = req.headers.authorization ?? '';
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        const fail = (description: string) =>
            sendJson(
                res,
                401,
                { error: 'invalid_token', error_description: description },
                {
                    'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
                },
            );
        if (!match?.[1]) return fail('Token not provided');
        let sub: string;
        try {
            ({ sub } = await verify(match[1]));
        } catch {
            return fail('Token verification failed');
        }
        const user = findUserById(db, sub);
        if (!user) return fail('User not found');
        if (kind === 'userinfo') return sendJson(res, 200, userClaims(user));
        return sendJson(res, 200, {
            id: user.id,
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            emailVerified: true,
            attributes: {},
        });
    };
}
