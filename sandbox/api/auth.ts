import type { FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from '../sso/accessTokens.ts';
import { callerFromClaims, type Caller } from './caller.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
    interface FastifyRequest {
        /** Set by the authentication hook on every non-public API route. */
        caller: Caller;
    }
    interface FastifyContextConfig {
        /** Route answers without a bearer token (e.g. GET /api/version). */
        public?: boolean;
    }
}

/** onRequest hook: a valid bearer JWT from the SSO, else 401 `{ message: "Unauthorized" }`. */
export function authenticate(verify: AccessTokenVerifier) {
    return async function authenticateRequest(request: FastifyRequest): Promise<void> {
        if (request.routeOptions.config?.public) return;
        const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
        if (!match?.[1]) throw unauthorized();
        try {
            request.caller = callerFromClaims(await verify(match[1]));
        } catch {
            throw unauthorized();
        }
    };
}
